import { Box, Stack, Text } from '@chakra-ui/react';
import type { CryptoHolding } from '@wattle/shared';
import type { ReactNode } from 'react';
import { EMPTY_HINT, EMPTY_TITLE, type ClassifiedHoldings } from '../lib/classify-holdings';
import { HoldingRow } from './holding-row';
import { OthersRow } from './others-row';
import { UnavailableList } from './unavailable-list';

export function EmptyHoldings() {
  return (
    <Stack gap="1" py="4" textAlign="center" data-testid="holdings-empty">
      <Text fontWeight="semibold">{EMPTY_TITLE}</Text>
      <Text color="fg.muted">{EMPTY_HINT}</Text>
    </Stack>
  );
}

/**
 * Every holding, classified (docs/product/screens.md#balance-classification): one by one, then
 * Others, then Unavailable.
 */
export function HoldingsList({
  classified,
  actionsFor,
}: {
  classified: ClassifiedHoldings;
  actionsFor?: (holding: CryptoHolding) => ReactNode;
}) {
  if (classified.empty) return <EmptyHoldings />;
  return (
    <>
      <Box as="ul" listStyleType="none" aria-label="Your crypto">
        {classified.individual.map((holding) => (
          <HoldingRow
            key={holding.asset.assetId}
            holding={holding}
            actions={actionsFor?.(holding)}
          />
        ))}
        {classified.others && <OthersRow others={classified.others} />}
      </Box>
      <UnavailableList holdings={classified.unavailable} />
    </>
  );
}
