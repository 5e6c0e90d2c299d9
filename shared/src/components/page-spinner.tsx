import { Center, Spinner } from '@chakra-ui/react';

/** What a page shows while its code, its session or its first data loads (spec §2.3). */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite" aria-label={label}>
      <Spinner size="xl" color="eucalypt.solid" borderWidth="4px" />
    </Center>
  );
}
