import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import { router } from './router.tsx';

export function AppRoot() {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
