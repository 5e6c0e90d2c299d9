import { Center, Spinner, type CenterProps } from '@chakra-ui/react';

export interface PageSpinnerProps {
  label?: string;
  /**
   * Height it holds. Half a screen by default; a screen for what only ever gives way to a
   * long page (a signed-in screen), so the footer waits below the fold instead of jumping.
   */
  minH?: CenterProps['minH'];
}

/** What a page shows while its code, its session or its first data loads. */
export function PageSpinner({ label = 'Loading', minH = '50vh' }: PageSpinnerProps) {
  return (
    <Center minH={minH} role="status" aria-live="polite" aria-label={label}>
      <Spinner size="xl" color="eucalypt.solid" borderWidth="4px" />
    </Center>
  );
}
