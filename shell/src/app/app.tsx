import { AppProviders, createQueryClient } from '@wattle/shared';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createShellRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createShellRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
