import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiClient,
  sessionKeys,
  twoFactorEnabledSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from '@wattle/shared';

/** `POST /user/twoFA`: a new secret and its otpauth link; sign-in is unchanged until confirmed. */
export function startTwoFactor(userId: string) {
  return apiClient.post('/user/twoFA', { userId }, twoFactorEnrolmentSchema);
}

/** Switches two-factor on; the answer carries the backup codes, shown this once. */
export function confirmTwoFactor(otp: string) {
  return apiClient.post('/user/twoFA/confirm', { otp }, twoFactorEnabledSchema);
}

export function disableTwoFactor(otp: string) {
  return apiClient.post('/user/twoFA/disable', { otp }, twoFactorStatusSchema);
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor });
}

/** Switching two-factor on or off changes the person (`twoFactorEnabled`): refetch them. */
function useTwoFactorSwitch<Answer extends { enabled: boolean }>(
  mutationFn: (otp: string) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.user() }),
  });
}

export const useConfirmTwoFactor = () => useTwoFactorSwitch(confirmTwoFactor);
export const useDisableTwoFactor = () => useTwoFactorSwitch(disableTwoFactor);
