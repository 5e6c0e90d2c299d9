import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, travelRuleDestinationSchema } from '@wattle/shared';
import { travelRuleKeys } from '@/lib/query-keys';

/** `POST /travel-rule/proofs/signature`: the challenge signed by the wallet's key. */
export function proveOwnership(proof: { asset: string; address: string; signature: string }) {
  return apiClient.post('/travel-rule/proofs/signature', proof, travelRuleDestinationSchema);
}

export function useProveOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proveOwnership,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: travelRuleKeys.destinations() }),
  });
}
