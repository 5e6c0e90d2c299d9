import { Box, Stack, Text } from '@chakra-ui/react';
import {
  formatDateTime,
  plainWords,
  QueryState,
  type HistoryGroup,
  SectionCard,
} from '@wattle/shared';
import { LineSkeleton } from '@/components/line-skeleton';
import { SectionLink } from '@/components/section-link';
import { HISTORY_PATH } from '@/config/paths';
import { useRecentActivity } from '../api/get-recent-activity';

const STATUS_LABELS: Record<HistoryGroup['status'], string> = {
  complete: 'Complete',
  rejected: 'Failed',
  failed: 'Failed',
  pending: 'Pending',
  refunded: 'Refunded',
  held: 'On hold',
  returned: 'Returned',
};

/** One thing the customer did, in the words of their history. */
function ActivityLine({ group }: { group: HistoryGroup }) {
  const words = plainWords(group);
  return (
    <Stack as="li" gap="0" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Text fontWeight="medium" fontSize="sm" fontVariantNumeric="tabular-nums">
        {words.headline}
      </Text>
      {words.coinLines.length > 0 && (
        <Text fontSize="xs" color="fg.muted">
          {words.coinLines.join(' · ')}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted">
        {formatDateTime(group.occurredAt)} · {STATUS_LABELS[group.status]}
        {group.reason ? `: ${group.reason}` : ''}
      </Text>
    </Stack>
  );
}

/** The last few trades, deposits and withdrawals, with a way into the full history. */
export function RecentActivity() {
  const activity = useRecentActivity();
  return (
    <SectionCard
      title="Recent activity"
      actions={<SectionLink to={HISTORY_PATH}>All transactions</SectionLink>}
    >
      <QueryState
        query={activity}
        loadingLabel="Loading recent activity"
        // One line, the height of the empty state: beside the balance on a wide screen the
        // list grows into space already there; on a phone only what is below it moves.
        loading={<LineSkeleton w="40" role="status" aria-label="Loading recent activity" />}
        empty={<Text color="fg.muted">Nothing yet: your deposits and trades will show here.</Text>}
      >
        {(groups) => (
          <Box as="ul" listStyleType="none" aria-label="Recent activity">
            {groups.map((group) => (
              <ActivityLine key={group.groupId} group={group} />
            ))}
          </Box>
        )}
      </QueryState>
    </SectionCard>
  );
}
