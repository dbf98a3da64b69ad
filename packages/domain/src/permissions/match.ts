export type HttpVerb = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A role as the server sends it (`GET /v1/auth/whoami/roles`). */
export type RolePermissions = {
  name?: string;
  verbs: readonly string[];
  endpoints: readonly string[];
};

const patternCache = new Map<string, RegExp>();

/** `*` matches any run of characters (also `/` and nothing); everything else is literal. */
export function patternToRegExp(pattern: string): RegExp {
  let re = patternCache.get(pattern);
  if (!re) {
    const body = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    re = new RegExp(`^${body}$`);
    patternCache.set(pattern, re);
  }
  return re;
}

/** Paths with and without a trailing slash are the same (DESIGN.md), so both forms are tried. */
function pathForms(path: string): string[] {
  const bare = (path.split('?')[0] ?? '').replace(/\/+$/, '') || '/';
  return bare === '/' ? ['/'] : [bare, `${bare}/`];
}

export function endpointMatches(pattern: string, path: string): boolean {
  const re = patternToRegExp(pattern.trim());
  return pathForms(path).some((form) => re.test(form));
}

/**
 * spec 1 §6: a check passes when some role has the verb and an endpoint pattern matching the path.
 * Without roles (no stored user) every check is false. Server and web app both call this.
 */
export function isAllowed(
  roles: readonly RolePermissions[] | null | undefined,
  verb: string,
  path: string,
): boolean {
  if (!roles) return false;
  const wanted = verb.toUpperCase();
  return roles.some(
    (role) =>
      role.verbs.some((v) => v === '*' || v.toUpperCase() === wanted) &&
      role.endpoints.some((pattern) => endpointMatches(pattern, path)),
  );
}
