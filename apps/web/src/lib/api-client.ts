import type { core } from 'zod';

/**
 * A wire schema: a classic zod schema or a zod/mini one (the first screen's small schemas, so /login does not
 * load zod's full API). Both parse the same way.
 */
type WireSchema = core.$ZodType & {
  safeParse(
    data: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: core.$ZodIssue[] } };
};
import { endSessionByServer, getStoredUser } from './session';
import { reloadPage } from './browser';
import { keepDraftsForNextLogin } from './drafts';
import { isNetworkError, noteServerAnswer, noteServerUnreachable } from './server-status';

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  params?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** false for public calls (`POST /login`, `/config.json`): no bearer token, and a 401 is an ordinary error. */
  auth?: boolean;
  /** Extra headers: a printer host's own token (with `auth: false`; the session's would replace it). */
  headers?: Record<string, string>;
  /**
   * Issue 27: the `Idempotency-Key` of a change (POST, PUT, PATCH, DELETE to the API). Default: a new key per
   * call, kept over that call's retries; pass one to make several calls one action for the server.
   */
  idempotencyKey?: string;
};

/** The one error every call throws for a non-2xx answer (DESIGN.md "Errors: one shape"). */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  /** True when this 401 already cleared the session and reloads the page: nothing more to show. */
  readonly sessionExpired: boolean;

  constructor(status: number, statusText: string, body: unknown, sessionExpired = false) {
    super(bodyField(body, 'error') ?? (statusText || `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    this.sessionExpired = sessionExpired;
  }

  /** `{"errors": {"<field>": "<message>"}}` of a 400, for `form.setErrors`. */
  get fieldErrors(): Record<string, string> {
    const errors = isRecord(this.body) ? this.body.errors : undefined;
    if (!isRecord(errors)) return {};
    return Object.fromEntries(
      Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function bodyField(body: unknown, field: string): string | undefined {
  const value = isRecord(body) ? body[field] : undefined;
  return typeof value === 'string' && value.trim() ? value : undefined;
}

const fallbackTexts: Record<number, string> = {
  400: 'Ongeldige invoer',
  403: 'Geen toegang',
  404: 'Niet gevonden',
  409: 'Dit werd intussen door iemand anders gewijzigd',
  500: 'Fout op de server',
  502: 'De server is niet bereikbaar',
  503: 'De server is niet beschikbaar',
};

/** spec 1 §8: the server's `error` field, else the HTTP status text. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    return (
      bodyField(err.body, 'error') ?? (err.statusText || fallbackTexts[err.status] || `Fout ${err.status}`)
    );
  }
  if (err instanceof TypeError) return 'Geen verbinding met de server';
  if (err instanceof Error && err.message) return err.message;
  return 'Er ging iets mis';
}

export function buildUrl(path: string, params?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** 128 random bits as a UUID. `crypto.randomUUID` needs a secure context: a desk on http://192.168… has none. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = Array.from(crypto.getRandomValues(new Uint8Array(16)));
  const hex = bytes
    // version 4 in byte 6, the RFC 4122 variant in byte 8
    .map((b, i) => (i === 6 ? (b & 0x0f) | 0x40 : i === 8 ? (b & 0x3f) | 0x80 : b))
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Waits before a change is sent again: after no answer, or the server's 409 with Retry-After (it still runs the
 * same key). Not after a 5xx: the server may have stored the change before its answer failed (docs/decisions.md).
 */
export const RETRY_DELAYS_MS = [1_000, 3_000];

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}

/**
 * One fetch, and for a keyed change up to two more with the same key and body: the server answers a repeat
 * from what it stored, so a retry after a lost answer never saves twice. Notes whether the server answered.
 */
async function fetchWithRetries(url: string, init: RequestInit & { signal?: AbortSignal }, retry: boolean) {
  for (let attempt = 0; ; attempt += 1) {
    const delay = retry ? RETRY_DELAYS_MS[attempt] : undefined;
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (err) {
      if (!isNetworkError(err)) throw err;
      noteServerUnreachable();
      if (delay === undefined) throw err;
      await pause(delay, init.signal);
      continue;
    }
    noteServerAnswer(response.status);
    const busy = response.status === 409 && response.headers.has('Retry-After');
    if (delay === undefined || !busy) return response;
    await pause(delay, init.signal);
  }
}

async function send(
  path: string,
  options: RequestOptions,
  readOk: (response: Response) => Promise<unknown> = readBody,
): Promise<{ response: Response; body: unknown }> {
  const { method = 'GET', body, params, signal, auth = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const user = auth ? getStoredUser() : null;
  if (user) headers.Authorization = `Bearer ${user.token}`;
  // Issue 27: every change to the API carries a key, the same on each retry, so the server runs it once.
  const keyed = user !== null && method !== 'GET';
  if (keyed) headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();

  const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal };
  const response = await fetchWithRetries(buildUrl(path, params), init, keyed);
  if (response.ok) return { response, body: await readOk(response) };
  const responseBody = await readBody(response);

  // spec 1 §4/§8: a 401 from any call ends the session and reloads. This is the only place. Issue 27: the
  // screen's unsaved work is kept first, and offered back after the next login.
  if (response.status === 401 && auth) {
    keepDraftsForNextLogin();
    endSessionByServer();
    reloadPage();
    throw new ApiError(401, response.statusText, responseBody, true);
  }
  throw new ApiError(response.status, response.statusText, responseBody);
}

/** spec 1 §8 wording for a reply the app cannot read: the volunteer can retry or report it. */
export const UNEXPECTED_REPLY =
  'Het antwoord van de server is niet zoals verwacht. Probeer opnieuw of meld het aan een beheerder.';

/** A 2xx answer that does not match the wire contract (an older or newer server, a proxy page). */
export class UnexpectedReplyError extends Error {
  readonly path: string;
  readonly issues: core.$ZodIssue[];

  constructor(path: string, issues: core.$ZodIssue[]) {
    super(UNEXPECTED_REPLY);
    this.name = 'UnexpectedReplyError';
    this.path = path;
    this.issues = issues;
  }
}

function parseReply<S extends WireSchema>(schema: S, body: unknown, path: string): core.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data as core.output<S>; // safeParse's data is the schema's output
  // For whoever reads the console; the screen shows the Dutch text.
  console.error(`Onverwacht antwoord van ${path}`, result.error.issues);
  throw new UnexpectedReplyError(path, result.error.issues);
}

/** One call; the reply is parsed with `schema` (the shared wire contract), never cast. */
export async function apiRequest<S extends WireSchema>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<core.output<S>> {
  const { body } = await send(path, options);
  return parseReply(schema, body, path);
}

export type ListResult<T> = { rows: T[]; total: number };

/** Lists answer an array (each row parsed with `rowSchema`) and the total in `Num-Total-Entries` (spec 1 §7). */
export async function getList<S extends WireSchema>(
  path: string,
  rowSchema: S,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<ListResult<core.output<S>>> {
  const { response, body } = await send(path, { ...options, method: 'GET' });
  if (body !== null && !Array.isArray(body)) {
    console.error(`Onverwacht antwoord van ${path}: geen lijst`, body);
    throw new UnexpectedReplyError(path, []);
  }
  const rows = (body ?? []).map((row: unknown) => parseReply(rowSchema, row, path));
  const header = response.headers.get('Num-Total-Entries');
  const total = header === null ? NaN : Number(header);
  return { rows, total: Number.isInteger(total) && total >= 0 ? total : rows.length };
}

/**
 * A file the API hands out (the CSV exports): its bytes as they came (a CSV keeps its byte-order mark) and the
 * name of its Content-Disposition. Errors and a 401 are handled as for every other call.
 */
export async function apiDownload(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const { response, body } = await send(path, { ...options, method: 'GET' }, (r) => r.blob());
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: body as Blob, fileName };
}
