import { existsSync } from 'node:fs';
import path from 'node:path';
import type { App } from '../../src/app';

export type TableRoute = App['routeTable'][number];

// Routes that need no session, on purpose. A new public route must be added here, deliberately.
const PUBLIC_ROUTES = new Set([
  'GET /healthz',
  'HEAD /healthz',
  'GET /config.json',
  'HEAD /config.json',
  'POST /login',
  'GET /auth/webauthn/login/begin',
  'HEAD /auth/webauthn/login/begin',
  'POST /auth/webauthn/login/finish',
  // The mounted print agent's health check (no names); its prints and admin routes need a role (issue 24).
  'GET /print-agent/healthz',
  'HEAD /print-agent/healthz',
]);

/** Public on purpose: the list above and the built web app. */
export function isPublicOnPurpose(app: App, route: TableRoute): boolean {
  if (PUBLIC_ROUTES.has(`${route.method} ${route.url}`)) return true;
  const file = path.join(app.config.webDistDir, route.url);
  return (route.method === 'GET' || route.method === 'HEAD') && existsSync(file);
}

/** A concrete path for a route: every parameter a record that does not exist, so nothing is touched. */
export const samplePath = (url: string, username = 'niemand-hier') =>
  url
    .replace(/:(\w+)/g, (_, name: string) => (name === 'username' ? username : '999999'))
    .replace(/\*$/, 'x');

/** The spellings an attacker tries for one path (issue 6). */
export function spellings(pathname: string) {
  // The mounted print agent's routes (issue 9, 24) are the only checked routes outside /v1.
  if (!pathname.startsWith('/v1/'))
    return {
      routed: [pathname, `/${pathname}`, `${pathname}/`, `/${pathname}/`],
      unrouted: [pathname.toUpperCase(), `/%2F${pathname.slice(1)}`],
    };
  const rest = pathname.replace(/^\/v1/, '');
  return {
    routed: [pathname, `/${pathname}`, `/v1/${rest}`, `${pathname}/`, `/${pathname}/`],
    unrouted: [`/V1${rest}`, `/%2Fv1${rest}`],
  };
}
