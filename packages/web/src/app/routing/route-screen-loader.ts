import { lazy } from 'react';

let routeScreen: Promise<typeof import('./route-screen.tsx')> | undefined;
/**
 * The route screen comes with the built screens' table. Loaded once a session is there, beside the
 * session scope and the layout rather than after them.
 */
export const loadRouteScreen = () => {
  routeScreen ??= import('./route-screen.tsx');
  return routeScreen;
};
export const RouteScreen = lazy(async () => ({ default: (await loadRouteScreen()).RouteScreen }));
