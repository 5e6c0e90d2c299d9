import { useMutation } from '@tanstack/react-query';
import { apiClient, ownershipChallengeSchema } from '@wattle/shared';

/** `POST /travel-rule/proofs/challenge`: a message for the customer's own wallet to sign. */
export function getOwnershipChallenge(wallet: { asset: string; address: string }) {
  return apiClient.post('/travel-rule/proofs/challenge', wallet, ownershipChallengeSchema);
}

export function useOwnershipChallenge() {
  return useMutation({ mutationFn: getOwnershipChallenge });
}
