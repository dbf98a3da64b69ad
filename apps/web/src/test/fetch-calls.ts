/** What a test reads back from a mocked fetch call. */

/** The URL a fetch call asked for, whatever form it was passed in. */
export function requestUrl(input: RequestInfo | URL | undefined): string {
  if (input === undefined) return '';
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The body a fetch call sent, as text (the app sends JSON strings); '' when there is none. */
export function bodyText(init: RequestInit | undefined): string {
  return typeof init?.body === 'string' ? init.body : '';
}
