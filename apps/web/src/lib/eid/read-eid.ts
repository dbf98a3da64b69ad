import { isValidRrn, normalizeRrn } from '@mvm/domain';

/** What the local eID reader service answers (spec 2 §7 "Local devices"). */
export type EidCard = {
  firstName: string;
  lastName: string;
  /** yyyy-MM-dd */
  birthDate: string;
  gender: 'M' | 'F';
  nationalNumber: string;
  nationality: string;
  municipality: string;
  street: string;
  houseNumber: string;
  postcode: string;
};

// spec 2 §8: the dialog title of every eID failure.
export const EID_ERROR_TITLE = 'Error bij lezen van eID!';
// spec 2 §5: without a national number; member-search wording, and the one-off/soap-house wording with a full stop.
export const EID_NO_RRN = 'Geen geldig rijksregisternummer gevonden';
export const EID_NO_RRN_PUNCTUEEL = 'Geen geldig rijksregisternummer gevonden.';
export const EID_NOT_CONFIGURED = 'Er is geen eID-lezer ingesteld voor deze computer.';
export const EID_UNREACHABLE = 'De eID-lezer antwoordt niet. Steek de kaart in de lezer en probeer opnieuw.';

/** A failure with the Dutch text for the 'Error bij lezen van eID!' dialog. */
export class EidReadError extends Error {
  override readonly name = 'EidReadError';
}

/** A random token for `/read?token=`; getRandomValues also works on plain http (LAN desks), randomUUID does not. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function toCard(body: unknown): EidCard {
  // Any object, read field by field below.
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    birthDate: text(raw.birthDate),
    gender: text(raw.gender).toUpperCase() === 'F' ? 'F' : 'M',
    nationalNumber: normalizeRrn(text(raw.nationalNumber)),
    nationality: text(raw.nationality),
    municipality: text(raw.municipality),
    street: text(raw.street),
    houseNumber: text(raw.houseNumber),
    postcode: text(raw.postcode),
  };
}

export type ReadEidOptions = {
  signal?: AbortSignal;
  /** The wording of the screen that reads (EID_NO_RRN or EID_NO_RRN_PUNCTUEEL). */
  noRrnMessage?: string;
};

/**
 * spec 2 §7: `GET {eidReaderUrl}/read?token=<random>` on the desk's local reader. Plain fetch on purpose:
 * the session token must never go to the local service. Throws EidReadError with the Dutch text.
 */
export async function readEid(
  readerUrl: string | undefined,
  { signal, noRrnMessage = EID_NO_RRN }: ReadEidOptions = {},
): Promise<EidCard> {
  if (!readerUrl) throw new EidReadError(EID_NOT_CONFIGURED);
  const url = `${readerUrl.replace(/\/+$/, '')}/read?token=${randomToken()}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new EidReadError(EID_UNREACHABLE);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // The reader's error reply, or anything else: text() accepts whatever `error` holds.
    const message = text((body as { error?: unknown } | null)?.error);
    throw new EidReadError(message || `De eID-lezer gaf een fout (${response.status}).`);
  }
  const card = toCard(body);
  if (!isValidRrn(card.nationalNumber)) throw new EidReadError(noRrnMessage);
  return card;
}
