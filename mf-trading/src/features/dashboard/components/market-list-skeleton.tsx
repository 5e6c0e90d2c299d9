import { Flex, Skeleton, SkeletonCircle, Stack } from '@chakra-ui/react';
import { LineSkeleton } from '@/components/line-skeleton';
import { SIMPLE_LIST_LIMIT } from '@/config/popular-coins';

/**
 * The spot prices while they load: a header line and simple mode's rows (coin, name, price)
 * at about a loaded row's height, so the recurring buys and the footer start where they end.
 */
export function MarketListSkeleton() {
  return (
    <Stack gap="0" role="status" aria-label="Loading prices">
      <LineSkeleton w="32" fontSize="sm" my="2" />
      {Array.from({ length: SIMPLE_LIST_LIMIT }, (_, row) => (
        <Flex key={row} align="center" gap="3" py="3" borderTopWidth="1px">
          <SkeletonCircle size="9" />
          <Stack gap="0" flex="1" minW="0">
            <LineSkeleton w="28" fontSize="sm" fontWeight="semibold" />
            <LineSkeleton w="20" fontSize="sm" />
          </Stack>
        </Flex>
      ))}
      <Skeleton h="10" w="40" mt="3" alignSelf="center" />
    </Stack>
  );
}
