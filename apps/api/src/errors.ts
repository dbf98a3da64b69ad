/** Domain-level failures that map to an HTTP status with a Dutch message (STYLE.md: one error shape). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
export const unauthorized = (message = 'Niet aangemeld of sessie verlopen') => new HttpError(401, message);
export const forbidden = (message = 'Je hebt geen toegang tot deze functie') => new HttpError(403, message);
export const notFound = (message = 'Niet gevonden') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
