import type { KycStatus, User } from '@wattle/shared';

export const VERIFICATION_STEPS = ['email', 'mobile', 'identity', 'outcome'] as const;
export type VerificationStep = (typeof VERIFICATION_STEPS)[number];

/** Inside the identity step: the address first, then the document. */
export type IdentityStage = 'address' | 'document';

export type VerificationPosition =
  | { step: 'email' }
  | { step: 'mobile' }
  | { step: 'identity'; stage: IdentityStage }
  | {
      step: 'outcome';
      outcome: 'verified' | 'review' | 'staff_check' | 'declined';
      reason: string | null;
    };

type Flags = Pick<
  User,
  'emailVerified' | 'phoneNumberVerified' | 'documentsVerified' | 'pepStatus'
>;

/**
 * Where `/new-profile` opens: the first step the customer has not finished, read from the
 * user's flags and their KYC application, so leaving and coming back resumes where they were.
 * A declined check shows its outcome (with the reason) until they try again; a verified
 * politically-exposed person sees the review notice, and a check waiting for staff says so.
 */
export function verificationPosition(
  user: Flags,
  kyc: KycStatus | undefined,
): VerificationPosition {
  if (user.documentsVerified || kyc?.status === 'verified') {
    const review = (kyc?.pepStatus ?? user.pepStatus) === 'found';
    return { step: 'outcome', outcome: review ? 'review' : 'verified', reason: null };
  }
  if (!user.emailVerified) return { step: 'email' };
  if (!user.phoneNumberVerified) return { step: 'mobile' };
  // Details that match another account wait for staff (docs/product/identity.md#one-person-one-account).
  if (kyc?.status === 'in_review') return { step: 'outcome', outcome: 'staff_check', reason: null };
  if (kyc?.status === 'rejected') {
    return { step: 'outcome', outcome: 'declined', reason: kyc.rejectionReason };
  }
  return {
    step: 'identity',
    stage: kyc?.status === 'address_submitted' ? 'document' : 'address',
  };
}

/** The stepper's index of a step (0-based), for "step 2 of 4". */
export function stepIndex(step: VerificationStep): number {
  return VERIFICATION_STEPS.indexOf(step);
}
