import { useBreakpointValue } from '@chakra-ui/react';

/**
 * Desktop and mobile variants are different components, not one component restyled: render
 * only the one that fits, so a screen reader hears each figure once.
 */
export function useIsDesktop(): boolean {
  return useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
}
