import { Alert, Button, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ContentSkeleton,
  isApiError,
  PROTECTIVE_DELAY_NOTICE,
  type ScamCheck,
} from '@wattle/shared';
import { useState, type ReactNode } from 'react';
import { moneyOutKeys } from '@/lib/query-keys';
import { useMoneyOutCheck } from '../api/money-out-check';
import { ScamWarningStep } from './scam-warning-step';

export interface FirstWithdrawalGateProps {
  /** The coin's symbol, or AUD. */
  asset: string;
  /** The chain address; none for AUD. */
  address?: string;
  onBack: () => void;
  /**
   * The confirmation, given the customer's answer (undefined when the destination is not new)
   * and `send`, which runs the withdrawal and turns a pause into this gate's own notice.
   */
  children: (
    answer: ScamCheck | undefined,
    send: (run: () => Promise<void>) => Promise<void>,
  ) => ReactNode;
}

/**
 * Between the review and the step-up: the scam warning and its reason for a first withdrawal to
 * a destination, and the notice when the answer pauses it for review (the money stays in the
 * balance). A destination already used goes straight to the confirmation.
 */
export function FirstWithdrawalGate({
  asset,
  address,
  onBack,
  children,
}: FirstWithdrawalGateProps) {
  const check = useMoneyOutCheck(asset, address);
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<ScamCheck | null>(null);
  const [paused, setPaused] = useState<string | null>(null);

  if (paused) {
    return (
      <Stack gap="4">
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {paused.startsWith(PROTECTIVE_DELAY_NOTICE)
                ? 'Withdrawal waiting for your protective delay'
                : 'Withdrawal paused for review'}
            </Alert.Title>
            <Alert.Description>{paused}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button variant="outline" onClick={onBack}>
          Back to withdrawals
        </Button>
      </Stack>
    );
  }
  if (check.isPending)
    return <ContentSkeleton label="Checking the destination" shape="lines" count={2} />;
  const first = check.data?.firstToDestination ?? true;
  if (first && answer === null) {
    return <ScamWarningStep onAnswered={setAnswer} onBack={onBack} />;
  }
  const send = async (run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      if (isApiError(error) && error.code === 'withdrawal_paused') {
        setPaused(error.message);
        await queryClient.invalidateQueries({ queryKey: moneyOutKeys.paused() });
      } else throw error;
    }
  };
  return children(answer ?? undefined, send);
}
