import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiClient,
  balanceKeys,
  historyKeys,
  transferSchema,
  withdrawEstimateResultSchema,
  withdrawVerificationSchema,
  type ScamCheck,
  type StepUpProof,
  type WithdrawEstimateRequest,
  type WithdrawEstimateResult,
} from '@wattle/shared';

/** `POST /custodial/withdraw/estimate`: the network fee, signed and dated. */
export function estimateWithdrawal(request: WithdrawEstimateRequest) {
  return apiClient.post('/custodial/withdraw/estimate', request, withdrawEstimateResultSchema);
}

/** Strips what only the screen needs: the server checks the estimate as it signed it. */
function signedPart(estimate: WithdrawEstimateResult) {
  const { asset, amount, quotedFee, address, signature, signatureDate } = estimate;
  return { asset, amount, quotedFee, address, signature, signatureDate };
}

/** `POST /custodial/withdraw/verify`: genuine, the caller's, fresh; which step-up is due. */
export function verifyWithdrawal(estimate: WithdrawEstimateResult) {
  return apiClient.post(
    '/custodial/withdraw/verify',
    signedPart(estimate),
    withdrawVerificationSchema,
  );
}

export interface CryptoWithdrawal {
  estimate: WithdrawEstimateResult;
  tag: string | undefined;
  proof: StepUpProof;
  idempotencyKey: string;
  /** The reason for a first withdrawal to the address. */
  scamCheck?: ScamCheck | undefined;
}

export function withdrawCrypto({
  estimate,
  tag,
  proof,
  idempotencyKey,
  scamCheck,
}: CryptoWithdrawal) {
  return apiClient.post(
    '/custodial/withdraw',
    {
      ...signedPart(estimate),
      ...(tag ? { tag } : {}),
      ...proof,
      ...(scamCheck ? { scamCheck } : {}),
    },
    transferSchema,
    { headers: { 'idempotency-key': idempotencyKey } },
  );
}

/** Estimate then verify: the two calls before the code is asked for. */
export function useEstimateWithdrawal() {
  return useMutation({
    mutationFn: async (request: WithdrawEstimateRequest) => {
      const estimate = await estimateWithdrawal(request);
      const verification = await verifyWithdrawal(estimate);
      return { estimate, verification };
    },
  });
}

export function useWithdrawCrypto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawCrypto,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: balanceKeys.all });
      void queryClient.invalidateQueries({ queryKey: historyKeys.all });
    },
  });
}
