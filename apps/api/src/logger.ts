import type { FastifyServerOptions } from 'fastify';

// Query parameters that may carry a national register number or a name (search) are masked in logs.
const SENSITIVE_PARAMS = /([?&](?:rijksregisternummer|search|token)=)[^&]*/gi;

export const maskUrl = (url: string) => url.replace(SENSITIVE_PARAMS, '$1***');

export function loggerOptions(level = process.env.LOG_LEVEL ?? 'info'): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.token',
        '*.rijksregisterNummer',
      ],
      censor: '***',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: maskUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
