/** Who may reach a stand-alone agent (issue 25): the back office's origins and the shared token. */
export type AgentAccessConfig = {
  /** PRINT_AGENT_ORIGINS: the back office's origins; a browser on any other page is refused. */
  origins: string[];
  /** PRINT_AGENT_TOKEN: everything that is not a print (job log, previews, state, reprint) needs it. */
  token: string;
  /** PRINT_AGENT_RATE_LIMIT: requests per minute per client address. */
  rateLimit: number;
};

export const TOKEN_MIN_LENGTH = 16;
export const DEFAULT_RATE_LIMIT = 60;

/** `http://backoffice.lan:3000` and the like: scheme, host and port, nothing else (no path, no user). */
function parseOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && url.href === `${url.origin}/` ? url.origin : null;
  } catch {
    return null;
  }
}

export function parseOrigins(value: string | undefined): string[] {
  const parts = (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0)
    throw new Error(
      "PRINT_AGENT_ORIGINS ontbreekt: het adres van de backoffice, bv. http://backoffice.lan:3000 (meerdere gescheiden door komma's)",
    );
  return parts.map((part) => {
    const origin = parseOrigin(part);
    if (!origin)
      throw new Error(
        `PRINT_AGENT_ORIGINS '${part}' is ongeldig: enkel schema, host en poort, bv. https://backoffice.example.be`,
      );
    return origin;
  });
}

export function parseToken(value: string | undefined): string {
  const token = (value ?? '').trim();
  // The value itself is never shown: it is a secret.
  if (token.length < TOKEN_MIN_LENGTH)
    throw new Error(
      `PRINT_AGENT_TOKEN ontbreekt of is te kort: minstens ${TOKEN_MIN_LENGTH} tekens (bv. openssl rand -hex 32)`,
    );
  return token;
}

export function parseRateLimit(value: string | undefined): number {
  const max = Number(value ?? DEFAULT_RATE_LIMIT);
  if (!Number.isInteger(max) || max < 1 || max > 10_000)
    throw new Error(`PRINT_AGENT_RATE_LIMIT '${value}' is ongeldig: een geheel getal van 1 tot 10000`);
  return max;
}

export function loadAccessConfig(env: NodeJS.ProcessEnv): AgentAccessConfig {
  return {
    origins: parseOrigins(env.PRINT_AGENT_ORIGINS),
    token: parseToken(env.PRINT_AGENT_TOKEN),
    rateLimit: parseRateLimit(env.PRINT_AGENT_RATE_LIMIT),
  };
}
