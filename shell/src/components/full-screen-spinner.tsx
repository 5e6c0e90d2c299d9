import { Center, Spinner } from '@chakra-ui/react';

/** Lazy pages and the session load behind this (spec §2.3). */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="60vh" role="status" aria-live="polite">
      <Spinner size="xl" color="brand.solid" borderWidth="4px" aria-label={label} />
    </Center>
  );
}
