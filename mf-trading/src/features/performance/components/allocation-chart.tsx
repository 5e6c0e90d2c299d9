import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { amountToBig, type PortfolioHoldings } from '@wattle/shared';
import Big from 'big.js';
import { HoldingsCard } from './holdings-card';

const COLOURS = ['teal.600', 'orange.500', 'purple.500', 'blue.600', 'red.500'];
const OTHERS = 'gray.400';

interface Slice {
  label: string;
  share: Big;
  colour: string;
}

/** Each coin's share of the coins' value, the top five and the rest together. */
function slicesOf({ holdings }: PortfolioHoldings): Slice[] {
  const valued = holdings
    .map((holding) => ({
      label: holding.asset.symbol,
      value: holding.value ? amountToBig(holding.value) : new Big(0),
    }))
    .filter((holding) => holding.value.gt(0));
  const total = valued.reduce((sum, holding) => sum.plus(holding.value), new Big(0));
  if (total.eq(0)) return [];
  const top = valued.slice(0, 5);
  const rest = valued.slice(5).reduce((sum, holding) => sum.plus(holding.value), new Big(0));
  const slices = top.map((holding, index) => ({
    label: holding.label,
    share: holding.value.times(100).div(total),
    colour: COLOURS[index] ?? OTHERS,
  }));
  if (rest.gt(0))
    slices.push({ label: 'Others', share: rest.times(100).div(total), colour: OTHERS });
  return slices;
}

/** The coins' value by coin, as one bar and a legend that says the same in words. */
export function AllocationChart() {
  return (
    <HoldingsCard title="Allocation" loadingLabel="Loading your allocation" skeletonHeight="12">
      {(data) => {
        const slices = slicesOf(data);
        if (slices.length === 0) {
          return <Text color="fg.muted">Your coins’ shares show here once you hold some.</Text>;
        }
        const words = slices
          .map((slice) => `${slice.label} ${slice.share.toFixed(1)} %`)
          .join(', ');
        return (
          <Stack gap="3">
            <Flex
              h="4"
              borderRadius="full"
              overflow="hidden"
              role="img"
              aria-label={`Allocation: ${words}`}
              data-testid="allocation-chart"
            >
              {slices.map((slice) => (
                <Box key={slice.label} bg={slice.colour} w={`${slice.share.toFixed(2)}%`} />
              ))}
            </Flex>
            <HStack as="ul" gap="4" wrap="wrap" listStyleType="none">
              {slices.map((slice) => (
                <HStack as="li" key={slice.label} gap="1.5" fontSize="sm">
                  <Box w="3" h="3" borderRadius="sm" bg={slice.colour} aria-hidden />
                  <Text>
                    {slice.label} {slice.share.toFixed(1)} %
                  </Text>
                </HStack>
              ))}
            </HStack>
          </Stack>
        );
      }}
    </HoldingsCard>
  );
}
