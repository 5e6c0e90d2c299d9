import { Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import {
  BUCKET_TRADE_LABEL,
  formatAmount,
  formatDateTime,
  QueryState,
  type Trade,
} from '@wattle/shared';
import { Link as RouterLink } from 'react-router-dom';
import { LineSkeleton } from '@/components/line-skeleton';
import { SectionCard } from '@/components/section-card';
import { HISTORY_PATH } from '@/config/paths';
import { useTrades } from '../api/get-trades';

const RECENT = 5;
const STATUS_LABELS: Record<Trade['status'], string> = {
  complete: 'Complete',
  rejected: 'Failed',
  pending: 'Pending',
  quote: 'Quoted',
};

/** How a trade reads in a list: what changed hands, and for how much AUD. */
export function describeTrade(trade: Trade): { title: string; value: string } {
  const bucket = trade.bucketOrderTrade?.bucketOrder.bucket.bucketName;
  let prefix = bucket ? `${BUCKET_TRADE_LABEL} · ${bucket}: ` : '';
  if (trade.executionType === 'recurring') prefix = 'Recurring buy · ';
  if (trade.orderType === 'swap') prefix = 'Swap · ';
  if (trade.side === 'buy') {
    return {
      title: `${prefix}Bought ${formatAmount(trade.receiveAmount, 'down')}`,
      value: formatAmount(trade.spendAmount, 'up'),
    };
  }
  return {
    title: `${prefix}Sold ${formatAmount(trade.spendAmount, 'up')}`,
    value: formatAmount(trade.receiveAmount, 'down'),
  };
}

/** The last few trades, with a way into the full history. */
export function RecentActivity() {
  const trades = useTrades();
  return (
    <SectionCard
      title="Recent activity"
      actions={
        <Link asChild fontSize="sm" color="eucalypt.fg">
          <RouterLink to={HISTORY_PATH}>All transactions</RouterLink>
        </Link>
      }
    >
      <QueryState
        query={trades}
        loadingLabel="Loading recent activity"
        // One line, the height of the empty state: beside the balance on a wide screen the
        // list grows into space already there; on a phone only what is below it moves.
        loading={<LineSkeleton w="40" role="status" aria-label="Loading recent activity" />}
        empty={<Text color="fg.muted">No trades yet.</Text>}
      >
        {(list) => (
          <Box as="ul" listStyleType="none" aria-label="Recent trades">
            {list.slice(0, RECENT).map((trade) => {
              const { title, value } = describeTrade(trade);
              return (
                <Flex
                  as="li"
                  key={trade.tradeId}
                  justify="space-between"
                  gap="3"
                  py="2"
                  borderBottomWidth="1px"
                  _last={{ borderBottomWidth: 0 }}
                >
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium" fontSize="sm">
                      {title}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {formatDateTime(trade.createdAt)} · {STATUS_LABELS[trade.status]}
                      {trade.rejectionReason ? `: ${trade.rejectionReason}` : ''}
                    </Text>
                  </Stack>
                  <Text fontSize="sm" fontVariantNumeric="tabular-nums" flexShrink={0}>
                    {value}
                  </Text>
                </Flex>
              );
            })}
          </Box>
        )}
      </QueryState>
    </SectionCard>
  );
}
