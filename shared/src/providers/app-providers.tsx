import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { wattleSystem } from '../theme/theme.js';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '../toast/toast.js';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Theme, data cache and toasts: what every Wattle page renders inside. What a toast talks
 * about sits low on the screen: the amount field and the order buttons of a dialog (full
 * screen on phones), the chat launcher, the spot table. So toasts stack at the top, newest
 * first, beside a desktop dialog and over the header on phones, and never more than
 * TOAST_LIMIT at once: a burst of realtime pushes does not wall off the page.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <ChakraProvider value={wattleSystem}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastContainer
          theme="dark"
          autoClose={TOAST_AUTO_CLOSE_MS}
          position="top-right"
          newestOnTop
          limit={TOAST_LIMIT}
        />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
