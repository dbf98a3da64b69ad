import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/render';
import { z } from 'zod';
import {
  ApiError,
  apiRequest,
  buildUrl,
  errorMessage,
  getList,
  UNEXPECTED_REPLY,
  UnexpectedReplyError,
} from './api-client';
import { getStoredUser, storeUser } from './session';

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
