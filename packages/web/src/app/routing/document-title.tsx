import { documentTitle } from '@emas/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** document.title is '{page title} | {app title}' by path. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pathname);
  }, [pathname]);
  return null;
}
