import { Button, Stack, Text } from '@chakra-ui/react';
import {
  amountToBig,
  Big,
  errorMessage,
  formatFiat,
  type Amount,
  type StepUpMethod,
  type StepUpProof,
  type WithdrawAccount,
} from '@wattle/shared';
import { WithdrawalAmountField } from '@/components/withdrawal-amount-field';
import {
  belowMinimumNote,
  withdrawableMaximum,
  withdrawalPlaceholder,
} from '@/lib/withdrawal-amount';
import { useWithdrawFiat } from '../api/withdraw-fiat';
import { useWithdrawalFlow } from '../hooks/use-withdrawal-flow';
import { amountProblem } from '../lib/amount-problem';
import { confirmationOf } from '../lib/withdrawal-confirmation';
import { ConfirmStep } from './confirm-step';
import { FirstWithdrawalGate } from './first-withdrawal-gate';
import { SummaryList } from './summary-list';
import { WithdrawalResult } from './withdrawal-result';

export interface FiatWithdrawalFormProps {
  account: WithdrawAccount;
  method: StepUpMethod;
  /** Null while loading. */
  balance: Amount | null;
  minimum: Amount | null;
  /** What is left of today's limit; null when unknown. */
  limitLeft: Amount | null;
}

/** What the confirmation shows: the AUD amount to send. */
interface FiatReview {
  amount: Big;
}

/** Amount → confirm with step-up → result: the AUD withdrawal. */
export function FiatWithdrawalForm({
  account,
  method,
  balance,
  minimum,
  limitLeft,
}: FiatWithdrawalFormProps) {
  const flow = useWithdrawalFlow<FiatReview>({});
  const { step } = flow;
  const withdraw = useWithdrawFiat();

  const loading = balance === null || minimum === null;
  const min = minimum ? amountToBig(minimum) : new Big(0);
  const max = balance
    ? withdrawableMaximum(amountToBig(balance), {
        cap: limitLeft ? amountToBig(limitLeft) : null,
      }).round(2, Big.roundDown)
    : null;
  const placeholder = withdrawalPlaceholder({
    loading,
    sendMax: flow.state.sendMax,
    minimum: { value: min, text: formatFiat(min, 'up') },
    maximum: max ? { value: max, text: formatFiat(max) } : null,
  });
  const insufficient = !loading && max !== null && min.gt(max);
  const coolingDown = account.cooldownEndsAt !== null;

  if (step.name === 'result') {
    return <WithdrawalResult transfer={step.transfer} onAgain={flow.again} />;
  }

  if (step.name === 'confirm') {
    const { amount } = step.review;
    return (
      <FirstWithdrawalGate
        asset="AUD"
        onBack={() => {
          // A pause is not an error: the amount step starts clean.
          withdraw.reset();
          flow.back();
        }}
      >
        {(scamCheck, send) => (
          <ConfirmStep
            method={method}
            submitLabel="Confirm withdrawal"
            onBack={flow.back}
            onConfirm={(proof: StepUpProof) =>
              send(async () => {
                flow.sent(
                  await withdraw.mutateAsync({
                    amount: amount.toFixed(2),
                    ...confirmationOf(proof, scamCheck),
                  }),
                );
              })
            }
            summary={
              <SummaryList
                rows={[
                  { label: 'You withdraw', value: formatFiat(amount) },
                  { label: 'Fee', value: '$0.00' },
                  { label: 'You receive', value: formatFiat(amount) },
                  {
                    label: 'To',
                    value: `${account.accountName}, ${account.bsb} ${account.accountNumber}`,
                  },
                ]}
              />
            }
          />
        )}
      </FirstWithdrawalGate>
    );
  }

  const review = () => {
    if (loading || max === null) return;
    const amount = flow.amountWithin(max);
    if (flow.check(amountProblem(amount, { min, max, minText: formatFiat(min, 'up') }))) {
      flow.reviewed({ amount });
    }
  };

  return (
    <Stack gap="4">
      <WithdrawalAmountField
        label="Amount to withdraw"
        {...flow.amountField}
        placeholder={placeholder}
        decimals={2}
        unit="AUD"
        disabled={loading || insufficient || coolingDown}
        helperText={
          insufficient && max !== null
            ? belowMinimumNote(formatFiat(min, 'up'), formatFiat(max))
            : 'AUD withdrawals are free.'
        }
      />
      <Text role="alert" color="red.700" fontSize="sm" minH="1.5rem">
        {flow.state.problem ?? (withdraw.isError ? errorMessage(withdraw.error) : '')}
      </Text>
      <Button
        colorPalette="brand"
        size="lg"
        onClick={review}
        disabled={loading || insufficient || coolingDown || flow.noAmount}
      >
        Review withdrawal
      </Button>
    </Stack>
  );
}
