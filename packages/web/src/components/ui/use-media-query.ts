import { useSyncExternalStore } from 'react';

/** True while the CSS media query matches. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', notify);
      return () => mql.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Narrow-screen threshold for responsive tables (section 9): 500 px. */
export const NARROW_TABLE_PX = 500;
export const useNarrowScreen = (px = NARROW_TABLE_PX) => useMediaQuery(`(max-width: ${px - 1}px)`);
