import { describe, expect, it, vi } from 'vitest';
import { EID_NO_RRN, EID_NO_RRN_PUNCTUEEL, EidReadError, readEid } from './read-eid';

const card = {
  firstName: 'Sofie',
  lastName: 'Peeters',
  birthDate: '1990-02-14',
  gender: 'F',
  nationalNumber: '90.02.14-122.04',
  nationality: 'Belg',
  municipality: 'Antwerpen',
  street: 'Lange Kievitstraat',
  houseNumber: '42',
  postcode: '2018',
};

function stubReader(status: number, body: unknown) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('readEid (spec 2 §7 local eID reader)', () => {
  it('calls /read with a random token and no session token', async () => {
    const fetchMock = stubReader(200, card);
    await readEid('http://127.0.0.1:8090/');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:8090\/read\?token=[0-9a-f]{32}$/);
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('answers the card with the national number as digits', async () => {
    stubReader(200, card);
    await expect(readEid('http://reader')).resolves.toMatchObject({
      firstName: 'Sofie',
      gender: 'F',
      nationalNumber: '90021412204',
    });
  });

  it.each([
    ['no national number', { ...card, nationalNumber: '' }, EID_NO_RRN],
    ['an invalid national number', { ...card, nationalNumber: '90021412299' }, EID_NO_RRN],
  ])('refuses a card with %s', async (_case, body, message) => {
    stubReader(200, body);
    await expect(readEid('http://reader')).rejects.toThrow(new EidReadError(message));
  });

  it('uses the one-off wording when asked', async () => {
    stubReader(200, { ...card, nationalNumber: undefined });
    await expect(readEid('http://reader', { noRrnMessage: EID_NO_RRN_PUNCTUEEL })).rejects.toThrow(
      'Geen geldig rijksregisternummer gevonden.',
    );
  });

  it("passes on the reader's own error text", async () => {
    stubReader(404, { error: 'Geen kaart in de lezer' });
    await expect(readEid('http://reader')).rejects.toThrow('Geen kaart in de lezer');
  });

  it('says so when the reader does not answer or is not configured', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(readEid('http://reader')).rejects.toBeInstanceOf(EidReadError);
    await expect(readEid(undefined)).rejects.toThrow('Er is geen eID-lezer ingesteld');
  });
});
