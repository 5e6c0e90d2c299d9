import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions, type StepUpMethod } from '@wattle/shared';

/**
 * What money out asks this person for (docs/product/funding.md#step-up): the authenticator
 * code with two-factor on, else the password. Undefined while the user loads.
 */
export function useStepUpMethod(): StepUpMethod | undefined {
  const user = useQuery(currentUserQueryOptions());
  if (!user.data) return undefined;
  return user.data.twoFactorEnabled ? 'otp' : 'password';
}
