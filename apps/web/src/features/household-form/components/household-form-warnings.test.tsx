import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dossier, renderForm } from '../test/fixtures';
import { requestUrl } from '../../../test/fetch-calls';

describe('HouseholdForm: warnings (spec 2 §2, §8)', () => {
  it('warns about a possible duplicate when a new record gets a known national number', async () => {
    const { fetchMock } = renderForm(
      { dossierId: 0, context: 'punctueel' },
      {
        'GET /v1/leden/': {
          body: [
            {
              ID: 9,
              mvmnummer: 9,
              voornaam: 'Sofie',
              achternaam: 'Peeters',
              CreatedAt: '2025-01-05T09:12:00.000Z',
              UpdatedAt: '2025-01-05T09:12:00.000Z',
              status: 'Actief',
              einddatum: null,
              controle: false,
              redenControle: '',
              dag: null,
              nietBetalen: false,
              voorrang: false,
            },
          ],
          headers: { 'Num-Total-Entries': '1' },
        },
        'GET /v1/punctuelehulp/': { body: [], headers: { 'Num-Total-Entries': '0' } },
      },
    );
    const field = await screen.findByLabelText(/Rijksregisternummer/);
    fireEvent.change(field, { target: { value: '90021412204' } });
    fireEvent.blur(field);
    expect(await screen.findByText('Mogelijk dubbele inschrijving!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Dit rijksregisternummer komt al voor in de database. Check dat dit geen dubbele inschrijving is!',
      ),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => requestUrl(url).startsWith('/v1/leden/'));
    expect(requestUrl(call?.[0])).toBe('/v1/leden/?page=1&page_size=10&rijksregisternummer=90021412204');
  });

  it('only logs a failed duplicate lookup', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm(
      { dossierId: 0, context: 'lid' },
      { 'GET /v1/leden/': { status: 500, body: { error: 'kapot' } } },
    );
    const field = await screen.findByLabelText(/Rijksregisternummer/);
    fireEvent.change(field, { target: { value: '90021412204' } });
    fireEvent.blur(field);
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Mogelijk dubbele inschrijving!')).not.toBeInTheDocument();
  });

  it('lists missing data of an existing member under the spec text', async () => {
    renderForm(
      { dossierId: 12, context: 'lid' },
      { 'GET /v1/lid/12': { body: dossier({}, { verblijfsvergunning: null, acuteNood: 0 }) } },
    );
    expect(
      await screen.findByText('Er missen een aantal gegevens, gelieve deze zo snel mogelijk bij te werken'),
    ).toBeInTheDocument();
    expect(screen.getByText('Verblijfsvergunning onbekend')).toBeInTheDocument();
    expect(screen.getByText('Beoordeling onvolledig: Acute nood')).toBeInTheDocument();
  });

  it("the danger zone's modal carries the head's name and deletes the household", async () => {
    const { user, fetchMock, router } = renderForm(
      { dossierId: 45, context: 'punctueel' },
      {
        'GET /v1/punctuelehulp/45': { body: dossier({ mvmnummer: null, enummer: 45 }) },
        'DELETE /v1/punctuelehulp/45': { body: { status: 'ok', message: 'Verwijderd' } },
      },
    );
    await user.click(await screen.findByRole('button', { name: /Gezin verwijderen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fatima El Amrani' });
    await user.click(within(dialog).getByRole('button', { name: 'Verwijder Gezin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/punctuele/search'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
