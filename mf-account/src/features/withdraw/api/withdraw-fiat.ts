import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiClient,
  balanceKeys,
  historyKeys,
  transferSchema,
  type ScamCheck,
  type StepUpProof,
} from '@wattle/shared';

export interface FiatWithdrawal {
  amount: string;
  proof: StepUpProof;
  /** One per confirmation, so a retried request never pays out twice. */
  idempotencyKey: string;
  /** The reason for a first withdrawal to the bank account. */
  scamCheck?: ScamCheck | undefined;
}

export function withdrawFiat({ amount, proof, idempotencyKey, scamCheck }: FiatWithdrawal) {
  const body = { amount, ...proof, ...(scamCheck ? { scamCheck } : {}) };
  return apiClient.post('/banking/withdraw-fiat', body, transferSchema, {
    headers: { 'idempotency-key': idempotencyKey },
  });
}

/** `POST /banking/withdraw-fiat`: balances, limit and history change with it. */
export function useWithdrawFiat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawFiat,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: balanceKeys.all });
      void queryClient.invalidateQueries({ queryKey: historyKeys.all });
    },
  });
}
