import { HStack, Text } from '@chakra-ui/react';

/** A wattle blossom: a cluster of golden balls. */
export function WattleLogo() {
  return (
    <HStack gap="2">
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <circle cx="14" cy="9" r="6" fill="#F5B400" />
        <circle cx="8" cy="18" r="5" fill="#FFCA28" />
        <circle cx="20" cy="18" r="5" fill="#FFD54F" />
      </svg>
      <Text as="span" fontFamily="heading" fontWeight="bold" fontSize="xl">
        Wattle
      </Text>
    </HStack>
  );
}
