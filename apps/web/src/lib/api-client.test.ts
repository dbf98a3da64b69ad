import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/render';
import { z } from 'zod';
import {
  ApiError,
  apiRequest,
  buildUrl,
  errorMessage,
  getList,
  newIdempotencyKey,
  UNEXPECTED_REPLY,
  UnexpectedReplyError,
} from './api-client';
import { getStoredUser, noteSessionUsername, storeUser } from './session';
import { registerDraftSource, takeDraft, takeReturnPath } from './drafts';
import { isServerReachable } from './server-status';

vi.mock('./browser', () => ({ reloadPage: vi.fn() }));
const { reloadPage } = await import('./browser');

const okSchema = z.object({ status: z.literal('ok') });
const rowSchema = z.object({ ID: z.number() });

describe('api client', () => {
  beforeEach(() => storeUser({ token: 'abc', name: 'Jan' }));
  afterEach(() => vi.mocked(reloadPage).mockClear());

  it('sends the bearer token of the stored user and JSON', async () => {
    const fetchMock = mockApi({ 'POST /v1/x': { body: { status: 'ok' } } });
    await expect(apiRequest('/v1/x', okSchema, { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      status: 'ok',
    });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer abc', 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"a":1}');
  });

  it('a 401 from any call clears the stored session and reloads the page', async () => {
    mockApi({ 'GET /v1/materiaal/klant/5': { status: 401, body: { error: 'Sessie verlopen' } } });
    const error = await apiRequest('/v1/materiaal/klant/5', okSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).sessionExpired).toBe(true);
    expect(getStoredUser()).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('a 401 of a public call (wrong password at login) is an ordinary error', async () => {
    const fetchMock = mockApi({ 'POST /login': { status: 401, body: { error: 'Fout wachtwoord' } } });
    await expect(apiRequest('/login', okSchema, { method: 'POST', body: {}, auth: false })).rejects.toThrow(
      'Fout wachtwoord',
    );
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
    expect(getStoredUser()).not.toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('getList reads the total from Num-Total-Entries', async () => {
    mockApi({ 'GET /v1/leden/': { body: [{ ID: 1 }, { ID: 2 }], headers: { 'Num-Total-Entries': '57' } } });
    await expect(
      getList('/v1/leden/', rowSchema, { params: { page: 1, page_size: 10, search: '' } }),
    ).resolves.toEqual({
      rows: [{ ID: 1 }, { ID: 2 }],
      total: 57,
    });
  });

  it('answers the parsed reply: fields the schema does not know are dropped', async () => {
    mockApi({ 'GET /v1/x': { body: { status: 'ok', extra: 1 } } });
    await expect(apiRequest('/v1/x', okSchema)).resolves.toEqual({ status: 'ok' });
  });

  it.each([
    [
      'a reply of the wrong shape',
      { 'GET /v1/x': { body: { status: 'fout' } } },
      () => apiRequest('/v1/x', okSchema),
    ],
    [
      'a list row of the wrong shape',
      { 'GET /v1/x': { body: [{ ID: 1 }, { ID: 'twee' }] } },
      () => getList('/v1/x', rowSchema),
    ],
    ['a list that is no array', { 'GET /v1/x': { body: { ID: 1 } } }, () => getList('/v1/x', rowSchema)],
  ])('%s is a Dutch error, not a crash', async (_case, routes, call) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(routes);
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedReplyError);
    expect(errorMessage(error)).toBe(UNEXPECTED_REPLY);
  });

  it('builds query strings without empty parameters', () => {
    expect(buildUrl('/v1/leden/', { page: 2, page_size: 10, search: '', order: undefined })).toBe(
      '/v1/leden/?page=2&page_size=10',
    );
  });
});

describe('errorMessage (spec 1 §8)', () => {
  it.each([
    [
      "the server's error field",
      new ApiError(400, 'Bad Request', { error: 'item niet ingevuld' }),
      'item niet ingevuld',
    ],
    [
      'the HTTP status text without an error field',
      new ApiError(502, 'Bad Gateway', '<html>'),
      'Bad Gateway',
    ],
    ['a Dutch text when the status text is empty', new ApiError(403, '', null), 'Geen toegang'],
    ['no connection', new TypeError('Failed to fetch'), 'Geen verbinding met de server'],
  ])('uses %s', (_case, error, expected) => {
    expect(errorMessage(error)).toBe(expected);
  });

  it('exposes the field errors of a 400', () => {
    const error = new ApiError(400, '', {
      error: 'Ongeldig',
      errors: { voornaam: 'Voornaam is verplicht', x: 3 },
    });
    expect(error.fieldErrors).toEqual({ voornaam: 'Voornaam is verplicht' });
  });
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const keyOf = (call: unknown[] | undefined) =>
  ((call?.[1] as RequestInit | undefined)?.headers as Record<string, string> | undefined)?.[
    'Idempotency-Key'
  ];

describe('api client: repeated requests (issue 27)', () => {
  beforeEach(() => storeUser({ token: 'abc', name: 'Jan' }));
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(reloadPage).mockClear();
  });

  it('sends a change with an Idempotency-Key, a new UUID per call; a read or a public call has none', async () => {
    const fetchMock = mockApi({
      'POST /v1/x': { body: { status: 'ok' } },
      'GET /v1/x': { body: { status: 'ok' } },
      'POST /login': { body: { status: 'ok' } },
    });
    await apiRequest('/v1/x', okSchema, { method: 'POST', body: { a: 1 } });
    await apiRequest('/v1/x', okSchema, { method: 'POST', body: { a: 1 } });
    await apiRequest('/v1/x', okSchema);
    await apiRequest('/login', okSchema, { method: 'POST', body: {}, auth: false });
    const keys = fetchMock.mock.calls.map(keyOf);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBeUndefined();
    expect(keys[3]).toBeUndefined();
  });

  it('makes a UUID key without crypto.randomUUID too (a desk on plain http has none)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    vi.unstubAllGlobals();
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID);
  });

  it('sends a change again after no answer, with the same key and body, and notes the outage', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const fetchMock = mockApi({
      'POST /v1/x': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return { body: { status: 'ok' } };
      },
    });
    const reply = apiRequest('/v1/x', okSchema, { method: 'POST', body: { a: 1 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(isServerReachable()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(reply).resolves.toEqual({ status: 'ok' });
    expect(isServerReachable()).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keyOf(fetchMock.mock.calls[1])).toBe(keyOf(fetchMock.mock.calls[0]));
    expect(fetchMock.mock.calls[1]![1]?.body).toBe(fetchMock.mock.calls[0]![1]?.body);
  });

  it('asks again while the server still runs the same key (409 with Retry-After)', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const fetchMock = mockApi({
      'PUT /v1/x': () =>
        ++calls === 1
          ? { status: 409, body: { error: 'Dit verzoek wordt al verwerkt' }, headers: { 'Retry-After': '1' } }
          : { body: { status: 'ok' } },
    });
    const reply = apiRequest('/v1/x', okSchema, { method: 'PUT', body: {} });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(reply).resolves.toEqual({ status: 'ok' });
    expect(keyOf(fetchMock.mock.calls[1])).toBe(keyOf(fetchMock.mock.calls[0]));
  });

  it.each([
    ['a conflict without Retry-After (someone else changed it)', 409],
    ['a server error (the change may be stored)', 503],
  ])('%s is an answer, not retried', async (_case, status) => {
    const fetchMock = mockApi({ 'PUT /v1/x': { status, body: { error: 'Gewijzigd' } } });
    await expect(apiRequest('/v1/x', okSchema, { method: 'PUT', body: {} })).rejects.toThrow('Gewijzigd');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after two retries with the network error; a read is not retried here', async () => {
    vi.useFakeTimers();
    const fetchMock = mockApi({
      'POST /v1/x': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET /v1/x': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const change = apiRequest('/v1/x', okSchema, { method: 'POST', body: {} }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(await change).toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(await apiRequest('/v1/x', okSchema).catch((e: unknown) => e)).toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("a 401 keeps the dirty editors' work for the same user and page before it ends the session", async () => {
    noteSessionUsername('abc', 'jan');
    const dirty = registerDraftSource({
      key: 'ledger',
      path: () => '/materiaal/details/5',
      dirty: () => true,
      value: () => ({ opmerking: 'nieuw' }),
    });
    const clean = registerDraftSource({
      key: 'other',
      path: () => '/materiaal/details/5',
      dirty: () => false,
      value: () => ({}),
    });
    mockApi({ 'GET /v1/x': { status: 401, body: { error: 'Sessie verlopen' } } });
    await apiRequest('/v1/x', okSchema).catch(() => undefined);
    dirty();
    clean();
    expect(getStoredUser()).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);

    expect(takeReturnPath('someone-else')).toBeNull();
    expect(takeReturnPath('Jan')).toBe('/materiaal/details/5');
    expect(takeReturnPath('jan')).toBeNull(); // once
    expect(takeDraft('jan', '/materiaal/details/6', 'ledger')).toBeNull();
    expect(takeDraft('jan', '/materiaal/details/5', 'other')).toBeNull();
    expect(takeDraft('jan', '/materiaal/details/5', 'ledger')).toEqual({ value: { opmerking: 'nieuw' } });
    expect(takeDraft('jan', '/materiaal/details/5', 'ledger')).toBeNull(); // handed out once
  });
});
