import { ROUTES } from '@emas/contract';
import { Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { PageLoading } from './pages/page-loading.tsx';
import { DocumentTitle } from './routing/document-title.tsx';
import { RouteScreen } from './routing/route-screen-loader.ts';
import { SessionGuard } from './routing/session-guard.tsx';
import {
  BlankPage,
  LoginPage,
  MainLayout,
  NotFoundPage,
  PrivacyPage,
  SessionScope,
  TermsPage,
} from './routing/shell-pages.ts';

function Root() {
  return (
    <>
      <DocumentTitle />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** Paths the router serves itself, outside the route table's main/bare layouts. */
const OWN_PATHS = new Set(['/', '/blank', '/terms-and-conditions', '/privacy-policy']);
const tableRoutes = ROUTES.filter((r) => !OWN_PATHS.has(r.path) && !r.public);
const screen = (r: (typeof ROUTES)[number]): RouteObject => ({
  path: r.path,
  element: <RouteScreen route={r} />,
});

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/', element: <LoginPage /> },
      { path: '/terms-and-conditions', element: <TermsPage /> },
      { path: '/privacy-policy', element: <PrivacyPage /> },
      { path: '/blank', element: <BlankPage /> },
      {
        element: <SessionGuard />,
        children: [
          {
            element: <SessionScope />,
            children: [
              {
                element: <MainLayout />,
                children: tableRoutes.filter((r) => r.layout !== 'bare').map(screen),
              },
              ...tableRoutes.filter((r) => r.layout === 'bare').map(screen),
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
