import { Box } from '@chakra-ui/react';

/** Dims the app and catches every click while Wattle is in maintenance. */
export function MaintenanceOverlay() {
  return (
    <Box
      position="fixed"
      inset="0"
      bg="blackAlpha.600"
      zIndex="overlay"
      data-testid="maintenance-overlay"
      aria-hidden="true"
    />
  );
}
