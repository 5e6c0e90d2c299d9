import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { errorMessage, showToast, type RecurringBuy, formatDateTime } from '@wattle/shared';
import { ListRow } from '@/components/list-row';
import { useUpdateRecurringBuy } from '../api/update-recurring-buy';
import { planSummary, STATUS_LABELS } from '../lib/recurring-plan';

const BADGE_PALETTE = { active: 'green', paused: 'orange', cancelled: 'gray' } as const;

/** One plan: what it buys, when it runs next, what its last run did; pause and cancel. */
export function RecurringBuyItem({ plan }: { plan: RecurringBuy }) {
  const update = useUpdateRecurringBuy();
  const change = (status: RecurringBuy['status'], done: string) =>
    update.mutate(
      { planId: plan.planId, status },
      {
        onSuccess: () => showToast('success', done),
        onError: (error) => showToast('error', errorMessage(error)),
      },
    );
  const summary = planSummary(plan);
  return (
    <ListRow
      summary={summary}
      badge={<Badge colorPalette={BADGE_PALETTE[plan.status]}>{STATUS_LABELS[plan.status]}</Badge>}
      gap="3"
      testId={`plan-${plan.planId}`}
      details={
        <>
          {plan.status === 'active' && plan.nextRunAt && (
            <Text fontSize="sm" color="fg.muted">
              Next buy: {formatDateTime(plan.nextRunAt)}
            </Text>
          )}
          {plan.lastRunAt && (
            <Text fontSize="sm" color="fg.muted">
              Last run {formatDateTime(plan.lastRunAt)}: {plan.lastResult ?? 'no result'}
            </Text>
          )}
        </>
      }
      actions={
        plan.status !== 'cancelled' && (
          <HStack gap="2" alignSelf={{ sm: 'center' }}>
            {plan.status === 'active' ? (
              <Button
                size="xs"
                variant="outline"
                loading={update.isPending}
                aria-label={`Pause ${summary}`}
                onClick={() => change('paused', 'Recurring buy paused')}
              >
                Pause
              </Button>
            ) : (
              <Button
                size="xs"
                variant="outline"
                loading={update.isPending}
                aria-label={`Resume ${summary}`}
                onClick={() => change('active', 'Recurring buy resumed')}
              >
                Resume
              </Button>
            )}
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              loading={update.isPending}
              aria-label={`Cancel ${summary}`}
              onClick={() => change('cancelled', 'Recurring buy cancelled')}
            >
              Cancel
            </Button>
          </HStack>
        )
      }
    />
  );
}
