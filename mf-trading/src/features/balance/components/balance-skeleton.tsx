import { Box, Flex, SimpleGrid, Skeleton, SkeletonCircle, Stack, Stat } from '@chakra-ui/react';
import { LineSkeleton } from '@/components/line-skeleton';

/** Holdings a loading balance reserves: what a phone shows of a portfolio. */
const ROWS = 3;
const TOTALS = ['Total balance', 'AUD', 'Crypto'];

/**
 * The balance panel while it loads, drawn at the size of the loaded one on a phone (totals,
 * three holdings, the "Show more" toggle; see PortfolioTotals, HoldingRow, MobileHoldings), so
 * the sections below stay put when the figures arrive: a spinner growing into the panel would
 * shift the whole dashboard.
 */
export function BalanceSkeleton() {
  return (
    <Box role="status" aria-label="Loading your balance">
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3" mb="4">
        {TOTALS.map((label, index) => (
          <Stat.Root
            key={label}
            size={index === 0 ? 'lg' : 'md'}
            gridColumn={index === 0 ? { base: 'span 2', sm: 'auto' } : undefined}
          >
            <Stat.Label>{label}</Stat.Label>
            <Skeleton asChild w="32" maxW="full">
              <Stat.ValueText
                fontSize={{ base: index === 0 ? 'lg' : 'md', md: index === 0 ? '2xl' : 'lg' }}
              >
                {'\u00a0'}
              </Stat.ValueText>
            </Skeleton>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <Box as="ul" listStyleType="none">
        {Array.from({ length: ROWS }, (_, row) => (
          <Flex as="li" key={row} align="center" gap="3" py="2">
            <SkeletonCircle size="8" />
            <Stack gap="0" flex="1" minW="0">
              <LineSkeleton w="24" fontWeight="medium" />
              <LineSkeleton w="16" fontSize="sm" />
            </Stack>
            <LineSkeleton w="20" fontWeight="medium" />
          </Flex>
        ))}
      </Box>
      <Skeleton h="9" mt="1" />
    </Box>
  );
}
