import { Circle, Flex, Stack, Text } from '@chakra-ui/react';
import { formatFiat } from '@wattle/shared';
import { OTHERS_EACH, OTHERS_LABEL, type OthersGroup } from '../lib/classify-holdings';

/** Non-zero holdings under $1 each, grouped with their count and total. */
export function OthersRow({ others }: { others: OthersGroup }) {
  const count = others.holdings.length;
  return (
    <Flex as="li" align="center" gap="3" py="2" data-testid="holding-others">
      <Circle size="8" bg="bg.muted" fontSize="2xs" fontWeight="bold" aria-hidden="true">
        +{count}
      </Circle>
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="medium">{OTHERS_LABEL}</Text>
        <Text fontSize="sm" color="fg.muted">
          {OTHERS_EACH} · {count} {count === 1 ? 'token' : 'tokens'}
        </Text>
      </Stack>
      <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
        {formatFiat(others.total, 'down')}
      </Text>
    </Flex>
  );
}
