import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, phoneVerificationResponseSchema, sessionKeys } from '@wattle/shared';

export interface PhoneVerification {
  phoneNumber: string;
  otp?: string;
}

/**
 * `POST /user/verify/phone`: `{ phoneNumber }` texts a 6-digit code, `{ phoneNumber, otp }`
 * checks it.
 */
export function verifyPhone(input: PhoneVerification) {
  return apiClient.post('/user/verify/phone', input, phoneVerificationResponseSchema);
}

export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhone,
    onSuccess: async (result) => {
      if (result.status === 'verified') {
        await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      }
    },
  });
}
