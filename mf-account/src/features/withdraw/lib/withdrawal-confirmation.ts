import type { ScamCheck, StepUpProof } from '@wattle/shared';

/**
 * What every confirmed withdrawal sends besides its own details: the step-up proof, the answer
 * to a first withdrawal's scam check, and a key made once per confirmation, so a retried
 * request never pays out twice.
 */
export function confirmationOf(proof: StepUpProof, scamCheck: ScamCheck | undefined) {
  return { proof, idempotencyKey: crypto.randomUUID(), scamCheck };
}
