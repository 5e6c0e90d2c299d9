import { ChakraProvider, CloseButton, useBreakpointValue } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import { getWattleSystem } from '../theme/theme.js';
import {
  PHONE_TOAST_BOTTOM,
  PHONE_TOAST_LIMIT,
  TOAST_AUTO_CLOSE_MS,
  TOAST_LIMIT,
} from '../toast/toast.js';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Theme, data cache and toasts: what every Wattle page renders inside. Toasts rise at the
 * bottom end of the screen (docs/product/screens.md#toasts), clear of what a customer steers
 * by at the top: the header's controls and a dialog's title and close button (a dialog is the
 * whole screen on a phone). On a phone they span the width above the bottom tab bar. Never more
 * than TOAST_LIMIT at once (one on a phone): a burst of realtime pushes does not wall off the
 * page.
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

/** The toast's X, a button a thumb can hit (react-toastify's own is 14 px wide). */
function ToastCloseButton({ closeToast }: CloseButtonProps) {
  return (
    <CloseButton
      size="xs"
      variant="plain"
      color="white"
      alignSelf="flex-start"
      aria-label="Close notification"
      onClick={(event) => {
        event.stopPropagation();
        closeToast(event);
      }}
    />
  );
}

function Toasts() {
  const limit = useBreakpointValue({ base: PHONE_TOAST_LIMIT, sm: TOAST_LIMIT }) ?? TOAST_LIMIT;
  // The tab bar shows below `md`.
  const bottom = useBreakpointValue(
    { base: PHONE_TOAST_BOTTOM, md: 'var(--toastify-toast-bottom)' },
    { ssr: false },
  );
  return (
    <ToastContainer
      theme="dark"
      autoClose={TOAST_AUTO_CLOSE_MS}
      position="bottom-right"
      newestOnTop
      limit={limit}
      style={{ bottom }}
      closeButton={ToastCloseButton}
    />
  );
}
