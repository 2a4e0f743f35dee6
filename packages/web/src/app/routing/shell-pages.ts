import { lazyPage } from './lazy-page.ts';

/**
 * The shell's own screens, each in its own chunk. Apart from the built screens' table (pages.ts, loaded
 * with the route screen behind the login), so that the login page does not carry the master, report,
 * document and katalog definitions.
 */
export const LoginPage = lazyPage(() => import('../../features/auth/pages/login-page.tsx'), 'LoginPage');
export const SessionScope = lazyPage(() => import('./session-scope.tsx'), 'SessionScope');
export const MainLayout = lazyPage(() => import('../layout/main-layout.tsx'), 'MainLayout');
export const NotFoundPage = lazyPage(() => import('../pages/not-found-page.tsx'), 'NotFoundPage');
export const BlankPage = lazyPage(() => import('../pages/blank-page.tsx'), 'BlankPage');
export const TermsPage = lazyPage(() => import('../pages/terms-page.tsx'), 'TermsPage');
export const PrivacyPage = lazyPage(() => import('../pages/privacy-page.tsx'), 'PrivacyPage');
export const SubMenuPage = lazyPage(() => import('../pages/sub-menu-page.tsx'), 'SubMenuPage');
export const AccessDeniedPage = lazyPage(() => import('../pages/access-denied-page.tsx'), 'AccessDeniedPage');
export const WelcomeBackPage = lazyPage(() => import('../pages/access-denied-page.tsx'), 'WelcomeBackPage');
export const NotAuthorisedPage = lazyPage(
  () => import('../pages/not-authorised-page.tsx'),
  'NotAuthorisedPage',
);
export const ComingSoonPage = lazyPage(() => import('../pages/coming-soon-page.tsx'), 'ComingSoonPage');
