import { HStack, Text } from '@chakra-ui/react';
import { WATTLE_BLOSSOM } from '../theme/wattle-blossom.js';

/** A wattle blossom: a cluster of golden balls. */
export function WattleLogo() {
  return (
    <HStack gap="2">
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        {WATTLE_BLOSSOM.map((ball) => (
          <circle key={ball.fill} {...ball} />
        ))}
      </svg>
      <Text as="span" fontFamily="heading" fontWeight="bold" fontSize="xl">
        Wattle
      </Text>
    </HStack>
  );
}
