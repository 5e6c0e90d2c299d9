import { formatAmount, formatDateTime, type SupportUserDetail } from '@wattle/shared';
import { HOLD_REASON_LABELS } from '../lib/support-labels';
import { ConsoleCard, ConsoleList, ConsoleRow, ConsoleRowTitle, RowAction } from './console-card';
import { useCustomerChange } from './customer-actions';
import { useStaffRole } from './support-access';

/**
 * Deposits on hold (the customer may not deposit, or the sender was flagged): support_lv2
 * releases one into the customer's balance or returns it to where it came from.
 */
export function HeldDepositsCard({ customer }: { customer: SupportUserDetail }) {
  const canChange = useStaffRole('support_lv2');
  const { ask, dialog } = useCustomerChange(customer);
  const name = customer.profile.firstName;
  return (
    <ConsoleCard title="Deposits on hold">
      <ConsoleList empty="No deposits on hold.">
        {customer.heldDeposits.map((deposit) => {
          const amount = formatAmount(deposit.amount);
          const transferId = deposit.paymentTransferId;
          return (
            <ConsoleRow
              key={transferId}
              title={
                <ConsoleRowTitle
                  actions={
                    canChange && (
                      <>
                        <RowAction
                          label={`Release ${amount} to ${name}`}
                          onClick={() =>
                            ask({
                              change: { kind: 'release-deposit', transferId },
                              title: 'Release a held deposit',
                              description: `${amount} for ${name}: on hold → in their balance.`,
                              confirmLabel: 'Release',
                              done: `${amount} released to ${name}.`,
                            })
                          }
                        >
                          Release
                        </RowAction>
                        <RowAction
                          danger
                          label={`Return ${amount} to the sender`}
                          disabled={deposit.returnTo === null}
                          onClick={() =>
                            ask({
                              change: { kind: 'return-deposit', transferId },
                              title: 'Return a held deposit',
                              description: `${amount} for ${name}: on hold → sent back to ${deposit.returnTo ?? 'the sender'}.`,
                              confirmLabel: 'Return',
                              done: `${amount} sent back to the sender.`,
                            })
                          }
                        >
                          Return
                        </RowAction>
                      </>
                    )
                  }
                >
                  <span>
                    {amount} · {deposit.method}
                    {deposit.counterparty ? ` from ${deposit.counterparty}` : ''}
                  </span>
                </ConsoleRowTitle>
              }
              detail={[
                formatDateTime(deposit.arrivedAt),
                HOLD_REASON_LABELS[deposit.reason],
                deposit.returnTo
                  ? `Returns to ${deposit.returnTo}`
                  : 'Sender unknown: it can only be released',
              ].join(' · ')}
            />
          );
        })}
      </ConsoleList>
      {dialog}
    </ConsoleCard>
  );
}
