import { Box, Flex, Heading, IconButton, Tooltip } from '@chakra-ui/react';
import { type CryptoHolding, UNAVAILABLE } from '@wattle/shared';
import { UNAVAILABLE_TOOLTIP } from '../lib/classify-holdings';
import { HoldingRow } from './holding-row';

/** Holdings without a price, apart from the balance, with the reason why. */
export function UnavailableList({ holdings }: { holdings: CryptoHolding[] }) {
  if (holdings.length === 0) return null;
  return (
    <Box mt="4" data-testid="unavailable-holdings">
      <Flex align="center" gap="1">
        <Heading as="h3" size="sm">
          {UNAVAILABLE}
        </Heading>
        <Tooltip.Root openDelay={100} closeDelay={100}>
          <Tooltip.Trigger asChild>
            <IconButton
              size="2xs"
              variant="ghost"
              aria-label="Why are these unavailable?"
              borderRadius="full"
            >
              <Box as="span" aria-hidden="true" fontWeight="bold">
                i
              </Box>
            </IconButton>
          </Tooltip.Trigger>
          <Tooltip.Positioner>
            <Tooltip.Content>{UNAVAILABLE_TOOLTIP}</Tooltip.Content>
          </Tooltip.Positioner>
        </Tooltip.Root>
      </Flex>
      <Box as="ul" listStyleType="none">
        {holdings.map((holding) => (
          <HoldingRow key={holding.asset.assetId} holding={holding} />
        ))}
      </Box>
    </Box>
  );
}
