/**
 * spec 1 §7: a printer answers `{status, message}`; 'error' means it did not print. The same text also
 * goes in `error`, the field the web app's error dialog shows for any non-2xx answer (spec 1 §8).
 */
export type PrinterReply =
  { status: 'ok'; message: string } | { status: 'error'; message: string; error: string };

export const okReply = (message: string): PrinterReply => ({ status: 'ok', message });
export const errorReply = (message: string): PrinterReply => ({ status: 'error', message, error: message });
