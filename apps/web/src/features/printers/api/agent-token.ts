/**
 * A printer host's token (PRINT_AGENT_TOKEN, issue 25) as the administrator typed it on the printers page: kept
 * for this tab only (sessionStorage), per agent, and sent to that agent alone. The API never hands it out.
 */
const keyOf = (url: string) => `printAgentToken:${url}`;

export function agentToken(url: string): string | null {
  return window.sessionStorage.getItem(keyOf(url));
}

export function storeAgentToken(url: string, token: string): void {
  window.sessionStorage.setItem(keyOf(url), token.trim());
}

/** The header a printer host's admin routes want; {} when no token was typed for it. */
export function agentTokenHeader(url: string): Record<string, string> {
  const token = agentToken(url);
  return token ? { Authorization: `Bearer ${token}` } : {};
}
