import { Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { errorMessage, showToast, type RecurringBuy, formatDateTime } from '@wattle/shared';
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
    <Flex
      as="li"
      direction={{ base: 'column', sm: 'row' }}
      gap="3"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-testid={`plan-${plan.planId}`}
    >
      <Stack gap="1" flex="1">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{summary}</Text>
          <Badge colorPalette={BADGE_PALETTE[plan.status]}>{STATUS_LABELS[plan.status]}</Badge>
        </HStack>
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
      </Stack>
      {plan.status !== 'cancelled' && (
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
      )}
    </Flex>
  );
}
