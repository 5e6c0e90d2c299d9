import { ChakraProvider, useBreakpointValue } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { getWattleSystem } from '../theme/theme.js';
import { PHONE_TOAST_LIMIT, TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '../toast/toast.js';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Theme, data cache and toasts: what every Wattle page renders inside. What a toast talks
 * about sits low on the screen: the amount field and the order buttons of a dialog (full
 * screen on phones), the chat launcher, the spot table. So toasts stack at the top, newest
 * first, beside a desktop dialog and over the header on phones, never more than TOAST_LIMIT at
 * once (one on a phone): a burst of realtime pushes does not wall off the page.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <ChakraProvider value={getWattleSystem()}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toasts />
      </QueryClientProvider>
    </ChakraProvider>
  );
}

function Toasts() {
  const limit = useBreakpointValue({ base: PHONE_TOAST_LIMIT, sm: TOAST_LIMIT }) ?? TOAST_LIMIT;
  return (
    <ToastContainer
      theme="dark"
      autoClose={TOAST_AUTO_CLOSE_MS}
      position="top-right"
      newestOnTop
      limit={limit}
    />
  );
}
