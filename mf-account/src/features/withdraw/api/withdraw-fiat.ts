import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiClient,
  balanceKeys,
  historyKeys,
  transferSchema,
  type StepUpProof,
} from '@wattle/shared';

export interface FiatWithdrawal {
  amount: string;
  proof: StepUpProof;
  /** One per confirmation, so a retried request never pays out twice. */
  idempotencyKey: string;
}

export function withdrawFiat({ amount, proof, idempotencyKey }: FiatWithdrawal) {
  return apiClient.post('/banking/withdraw-fiat', { amount, ...proof }, transferSchema, {
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
