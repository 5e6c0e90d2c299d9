import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { wattleSystem } from '../theme/theme.js';
import { TOAST_AUTO_CLOSE_MS } from '../toast/toast.js';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Theme, data cache and toasts: what every Wattle page renders inside. Toasts sit bottom
 * left, clear of the header's account menu and the chat launcher.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <ChakraProvider value={wattleSystem}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastContainer theme="dark" autoClose={TOAST_AUTO_CLOSE_MS} position="bottom-left" />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
