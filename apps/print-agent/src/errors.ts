/** A ticket that could not be delivered: the route answers 502 with this (Dutch) message. */
export class PrintError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PrintError';
  }
}
