import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

/**
 * Redaction by value (issue 6): whatever ends up in a log line — a path, an error message with query
 * parameters, a nested object — loses national register numbers (11 digits, plain or as
 * 85.07.30-033.28), password hashes and bearer tokens. Keys are redacted as well, below.
 */
const SECRET_VALUES: [RegExp, string][] = [
  [/\$argon2(?:id|i|d)\$[^\s"',]*/g, '$argon2***'],
  [/(bearer\s+)[A-Za-z0-9_-]{16,}/gi, '$1***'],
  // A token (43 base64url characters) or its SHA-256 (64 hex); no English word or id is this long.
  [/(?<![A-Za-z0-9_-])(?:[A-Za-z0-9_-]{43}|[a-f0-9]{64})(?![A-Za-z0-9_-])/g, '***'],
  [/(?<![\d.])\d{2}([.\s/-]?)\d{2}\1\d{2}[.\s/-]?\d{3}[.\s/-]?\d{2}(?![\d.])/g, '***rrn***'],
];

export function scrubSecrets(line: string): string {
  let out = line;
  for (const [pattern, replacement] of SECRET_VALUES) out = out.replace(pattern, replacement);
  return out;
}

/** A stream that scrubs every log line before it reaches `target` (stdout by default). */
export function scrubbingStream(target: { write(line: string): unknown } = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      target.write(scrubSecrets(chunk.toString()));
      done();
    },
  });
}

// The query string is never logged: it holds names and numbers of families (search, filters).
export const logPath = (url: string) => {
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?…`;
};

type LoggedError = { type: string; message: string; stack: string; code?: string; cause?: LoggedError };

/**
 * An error as logged: its type, code and message without the parameters a failed query appends
 * (Drizzle writes "Failed query: … params: <values>"), and the driver's cause the same way; never a
 * PostgreSQL `detail`, which repeats the row's values.
 */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const message = err.message.replace(/\nparams:[\s\S]*$/, '\nparams: (weggelaten)');
  // Node and driver errors carry a code; any other Error reads undefined.
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    // Only the frames: the first lines of a stack repeat the message, parameters included.
    stack: (err.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 8)
      .join('\n'),
    ...(err.cause !== undefined && depth < 2 ? { cause: serializeError(err.cause, depth + 1) } : {}),
  };
}

export function loggerOptions(
  level = process.env.LOG_LEVEL ?? 'info',
  target?: { write(line: string): unknown },
): FastifyServerOptions['logger'] {
  return {
    level,
    stream: scrubbingStream(target),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.passwordHash',
        '*.token',
        '*.rijksregisterNummer',
        '*.rijksregisternummer',
      ],
      censor: '***',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: logPath(req.url),
        ip: req.ip,
      }),
      err: serializeError,
    },
  };
}
