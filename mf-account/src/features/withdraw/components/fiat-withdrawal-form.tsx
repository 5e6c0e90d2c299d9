import { Button, Stack, Text } from '@chakra-ui/react';
import {
  amountToBig,
  Big,
  errorMessage,
  formatFiat,
  type Amount,
  type StepUpMethod,
  type StepUpProof,
  type Transfer,
  type WithdrawAccount,
} from '@wattle/shared';
import { useState } from 'react';
import { WithdrawalAmountField } from '@/components/withdrawal-amount-field';
import { withdrawableMaximum, withdrawalPlaceholder } from '@/lib/withdrawal-amount';
import { useWithdrawFiat } from '../api/withdraw-fiat';
import { amountProblem } from '../lib/amount-problem';
import { ConfirmStep } from './confirm-step';
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

type Step =
  { name: 'entry' } | { name: 'confirm'; amount: Big } | { name: 'result'; transfer: Transfer };

/** Amount → confirm with step-up → result: the AUD withdrawal. */
export function FiatWithdrawalForm({
  account,
  method,
  balance,
  minimum,
  limitLeft,
}: FiatWithdrawalFormProps) {
  const [step, setStep] = useState<Step>({ name: 'entry' });
  const [text, setText] = useState('');
  const [sendMax, setSendMax] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
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
    sendMax,
    minimum: { value: min, text: formatFiat(min, 'up') },
    maximum: max ? { value: max, text: formatFiat(max) } : null,
  });
  const insufficient = !loading && max !== null && min.gt(max);
  const coolingDown = account.cooldownEndsAt !== null;

  if (step.name === 'result') {
    return (
      <WithdrawalResult
        transfer={step.transfer}
        onAgain={() => {
          setText('');
          setSendMax(false);
          setStep({ name: 'entry' });
        }}
      />
    );
  }

  if (step.name === 'confirm') {
    const confirm = async (proof: StepUpProof) => {
      const transfer = await withdraw.mutateAsync({
        amount: step.amount.toFixed(2),
        proof,
        idempotencyKey: crypto.randomUUID(),
      });
      setStep({ name: 'result', transfer });
    };
    return (
      <ConfirmStep
        method={method}
        submitLabel="Confirm withdrawal"
        onBack={() => setStep({ name: 'entry' })}
        onConfirm={confirm}
        summary={
          <SummaryList
            rows={[
              { label: 'You withdraw', value: formatFiat(step.amount) },
              { label: 'Fee', value: '$0.00' },
              { label: 'You receive', value: formatFiat(step.amount) },
              {
                label: 'To',
                value: `${account.accountName}, ${account.bsb} ${account.accountNumber}`,
              },
            ]}
          />
        }
      />
    );
  }

  const review = () => {
    if (loading || max === null) return;
    const amount = sendMax ? max : new Big(text === '' || text === '.' ? '0' : text);
    const issue = amountProblem(amount, { min, max, minText: formatFiat(min, 'up') });
    setProblem(issue);
    if (!issue) setStep({ name: 'confirm', amount });
  };

  return (
    <Stack gap="4">
      <WithdrawalAmountField
        label="Amount to withdraw"
        value={text}
        onChange={(next) => {
          setText(next);
          setProblem(null);
        }}
        sendMax={sendMax}
        onSendMaxChange={(on) => {
          setSendMax(on);
          setText('');
          setProblem(null);
        }}
        placeholder={placeholder}
        decimals={2}
        unit="AUD"
        disabled={loading || insufficient || coolingDown}
        helperText="AUD withdrawals are free."
      />
      <Text role="alert" color="red.700" fontSize="sm" minH="1.5rem">
        {problem ?? (withdraw.isError ? errorMessage(withdraw.error) : '')}
      </Text>
      <Button
        colorPalette="brand"
        size="lg"
        onClick={review}
        disabled={loading || insufficient || coolingDown || (!sendMax && text === '')}
      >
        Review withdrawal
      </Button>
    </Stack>
  );
}
