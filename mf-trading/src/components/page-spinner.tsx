import { Center, Spinner } from '@chakra-ui/react';

/** What a page shows while its code or first data loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-label={label}>
      <Spinner size="xl" color="eucalypt.solid" />
    </Center>
  );
}
