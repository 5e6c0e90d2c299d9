import { Text } from '@chakra-ui/react';
import {
  ContentSkeleton,
  errorMessage,
  formatDateTime,
  WITHDRAWAL_REASON_LABELS,
  type PausedWithdrawal,
} from '@wattle/shared';
import { useState } from 'react';
import {
  useDecidePausedWithdrawal,
  usePausedWithdrawals,
  type PausedDecision,
} from '../api/paused-withdrawals-api';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { ConsoleCard, ConsoleList, ConsoleRow, ConsoleRowTitle, RowAction } from './console-card';
import { useStaffRole } from './support-access';

interface Pending {
  withdrawal: PausedWithdrawal;
  decision: PausedDecision;
}

const amountOf = (withdrawal: PausedWithdrawal) => `${withdrawal.amount} ${withdrawal.asset}`;

/**
 * Withdrawals paused after a high-risk answer (docs/product/funding.md#paused-withdrawals):
 * everyone sees the queue, support_lv2 releases (debited and sent now) or refuses (nothing
 * moves), each with a reason for the audit log.
 */
export function PausedWithdrawals() {
  const queue = usePausedWithdrawals();
  const decide = useDecidePausedWithdrawal();
  const canDecide = useStaffRole('support_lv2');
  const [pending, setPending] = useState<Pending | null>(null);

  if (queue.isPending) return <ContentSkeleton label="Loading paused withdrawals" />;
  if (queue.isError) return <Text role="alert">{errorMessage(queue.error)}</Text>;

  return (
    <ConsoleCard title="Withdrawals paused for review">
      <ConsoleList empty="No withdrawals are waiting for review.">
        {queue.data.map((withdrawal) => (
          <ConsoleRow
            key={withdrawal.pausedId}
            title={
              <ConsoleRowTitle
                actions={
                  canDecide && (
                    <>
                      <RowAction
                        label={`Release ${amountOf(withdrawal)} for ${withdrawal.customerEmail}`}
                        onClick={() => setPending({ withdrawal, decision: 'release' })}
                      >
                        Release
                      </RowAction>
                      <RowAction
                        danger
                        label={`Refuse ${amountOf(withdrawal)} for ${withdrawal.customerEmail}`}
                        onClick={() => setPending({ withdrawal, decision: 'refuse' })}
                      >
                        Refuse
                      </RowAction>
                    </>
                  )
                }
              >
                <span>
                  {amountOf(withdrawal)} to {withdrawal.destination} · {withdrawal.customerEmail}
                </span>
              </ConsoleRowTitle>
            }
            detail={[
              `Asked ${formatDateTime(withdrawal.createdAt)}`,
              `review by ${formatDateTime(withdrawal.releaseAfter)}`,
              withdrawal.reason ? `"${WITHDRAWAL_REASON_LABELS[withdrawal.reason]}"` : null,
              withdrawal.details ? `"${withdrawal.details}"` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        ))}
      </ConsoleList>
      <ConfirmActionDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={
          pending?.decision === 'release'
            ? 'Release a paused withdrawal'
            : 'Refuse a paused withdrawal'
        }
        change={
          pending
            ? pending.decision === 'release'
              ? `${amountOf(pending.withdrawal)}: paused → debited and sent to ${pending.withdrawal.destination}.`
              : `${amountOf(pending.withdrawal)}: paused → not sent; it stays in the customer's balance.`
            : ''
        }
        needsReason
        confirmLabel={pending?.decision === 'release' ? 'Release' : 'Refuse'}
        onConfirm={async (reason) => {
          if (!pending) return '';
          const { withdrawal, decision } = pending;
          await decide.mutateAsync({ pausedId: withdrawal.pausedId, decision, reason });
          return decision === 'release'
            ? `${amountOf(withdrawal)} released.`
            : `${amountOf(withdrawal)} refused.`;
        }}
      />
    </ConsoleCard>
  );
}
