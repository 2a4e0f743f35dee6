import type { RouteDef } from '@emas/contract';
import { createContext, useContext } from 'react';

/** The route-table entry being shown (for the pages that serve many routes). */
export const CurrentRouteContext = createContext<RouteDef | null>(null);

export function useCurrentRoute(): RouteDef {
  const route = useContext(CurrentRouteContext);
  if (!route) throw new Error('useCurrentRoute outside a route screen');
  return route;
}
