import { Box, Text } from '@chakra-ui/react';

export const MAINTENANCE_MESSAGE =
  'The site is currently undergoing maintenance and will be available shortly.';

/** The red banner above the dimmed app (docs/product/screens.md#maintenance-mode). */
export function MaintenanceBanner() {
  return (
    <Box
      role="alert"
      bg="red.700"
      color="white"
      px="4"
      py="3"
      textAlign="center"
      position="sticky"
      top="0"
      // Above the dimming overlay: the one thing meant to be read.
      zIndex="modal"
      data-testid="maintenance-banner"
    >
      <Text fontWeight="semibold">{MAINTENANCE_MESSAGE}</Text>
    </Box>
  );
}
