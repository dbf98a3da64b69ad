import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { CATALOGUS_PERMISSIONS } from '../features/catalogus/model/afdelingen';
import { NotFound, PageLoader, RouteError } from './layout/status-pages';

type LazyModule = RouteObject['lazy'];

/**
 * An area page, loaded on first visit so the first load stays small; `permission` guards typed-in URLs
 * (a list: any one of them opens the page).
 */
function area(path: string, lazy: LazyModule, permission?: string | readonly string[]): RouteObject {
  return { path, lazy, handle: permission ? { permission } : undefined };
}

// spec 1 §2 and spec 2 §2: every route of the product.
export const routes: RouteObject[] = [
  {
    path: '/login',
    lazy: () => import('./routes/auth/login'),
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
  },
  {
    path: '/',
    lazy: () => import('./layout/protected-shell'),
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      area('home', () => import('./routes/home/home')),
      area('leden/search', () => import('./routes/leden/search'), '/v1/leden/'),
      area('leden/details/:id', () => import('./routes/leden/details'), '/v1/leden/'),
      area('punctuele/search', () => import('./routes/punctuelehulp/search'), '/v1/punctuele/'),
      area('punctuele/details/:id', () => import('./routes/punctuelehulp/details'), '/v1/punctuele/'),
      area('materiaal/search', () => import('./routes/materiaal/search'), '/v1/materiaal/klant'),
      area('materiaal/details/:id', () => import('./routes/materiaal/details'), '/v1/materiaal/klant'),
      area('voeding/search', () => import('./routes/voeding/search'), '/v1/voeding/klant'),
      area('voeding/details/:id', () => import('./routes/voeding/details'), '/v1/voeding/klant'),
      area('onthaal/search', () => import('./routes/onthaal/search'), '/v1/onthaal/klant'),
      area('zeephuisje/search', () => import('./routes/zeephuisje/search'), '/v1/zeephuisje/klant'),
      area('zeephuisje/details/:id', () => import('./routes/zeephuisje/details'), '/v1/zeephuisje/klant'),
      area('evenementen/search', () => import('./routes/evenementen/search'), '/v1/evenementen/'),
      area(
        'evenementen/details/:evenementid/:id',
        () => import('./routes/evenementen/details'),
        '/v1/evenementen/',
      ),
      area('sinterklaas/search', () => import('./routes/sinterklaas/search'), '/v1/sinterklaas/klant'),
      area('markten/beheer', () => import('./routes/markten/beheer'), '/v1/markten/'),
      // spec 2 §2: this path is spelt with the typo on purpose.
      area('martken/details/:id', () => import('./routes/markten/details'), '/v1/markten/'),
      // ... and the correctly spelt one works too.
      area('markten/details/:id', () => import('./routes/markten/details'), '/v1/markten/'),
      area('markten/scan', () => import('./routes/markten/scan'), '/v1/markten/scan/'),
      area('rapporten', () => import('./routes/rapporten/rapporten'), '/v1/rapporten/'),
      area('rapporten/verlengen', () => import('./routes/rapporten/verlengen'), '/v1/rapporten/verlengen'),
      area('beheer/gebruikers', () => import('./routes/gebruikers/gebruikers'), '/v1/beheer/user'),
      // Issue 9: the printers' state, job log (reprint) and previews; the mounted agent's role check.
      area('beheer/printers', () => import('./routes/printers/printers'), '/print-agent/jobs'),
      // Issue 8 (beyond the spec): the desks' catalogues; a role may hold one desk's.
      area('beheer/catalogus', () => import('./routes/catalogus/catalogus'), CATALOGUS_PERMISSIONS),
      // Issue 12: the access log, retention and a family's request, for administrators.
      area('beheer/privacy', () => import('./routes/privacy/privacy'), '/v1/privacy/toegangslog'),
      // Issue 25: the last backup, its warning and a backup now, for administrators.
      area('beheer/back-ups', () => import('./routes/back-ups/back-ups'), '/v1/beheer/back-ups'),
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
