import { activeModuleSet, isSubMenuPath, type RouteDef, routeAccess } from '@emas/contract';
import { Suspense } from 'react';
import { useSession } from '../../lib/session.ts';
import { PageLoading } from '../pages/page-loading.tsx';
import { CurrentRouteContext } from './current-route.ts';
import { PAGES } from './pages.ts';
import {
  AccessDeniedPage,
  ComingSoonPage,
  NotAuthorisedPage,
  SubMenuPage,
  WelcomeBackPage,
} from './shell-pages.ts';

/**
 * One route of the route table: module off -> not-authorised screen; denied -> access-denied page
 * (a welcome-back greeting at /dashboard); built -> its screen; otherwise 'Segera hadir'.
 */
export function RouteScreen({ route }: { route: RouteDef }) {
  const { user } = useSession();
  if (!user) return null;
  const verdict = routeAccess(user, route, activeModuleSet(user.module), user.app_type);
  const Page =
    verdict === 'module-off'
      ? NotAuthorisedPage
      : verdict === 'denied'
        ? route.path === '/dashboard'
          ? WelcomeBackPage
          : AccessDeniedPage
        : (PAGES[route.path] ?? (isSubMenuPath(route.path) ? SubMenuPage : ComingSoonPage));
  return (
    <CurrentRouteContext.Provider value={route}>
      <Suspense fallback={<PageLoading />}>
        <Page key={route.path} />
      </Suspense>
    </CurrentRouteContext.Provider>
  );
}
