import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiClient,
  kycStatusSchema,
  sessionKeys,
  type driversLicenceSchema,
  type kycRequestSchema,
  type KycStatus,
  type passportSchema,
} from '@wattle/shared';
import type { z } from 'zod';
import { kycKeys } from '@/lib/query-keys';

export type KycAddressInput = z.infer<typeof kycRequestSchema>;
export type PassportInput = z.infer<typeof passportSchema>;
export type LicenceInput = z.infer<typeof driversLicenceSchema>;

export function submitAddress(input: KycAddressInput) {
  return apiClient.post('/user/kyc', input, kycStatusSchema);
}

export function submitPassport(input: PassportInput) {
  return apiClient.put('/user/kyc/passport', input, kycStatusSchema);
}

export function submitLicence(input: LicenceInput) {
  return apiClient.put('/user/kyc/drivers-licence', input, kycStatusSchema);
}

/**
 * Every KYC call answers with the new status: it is stored at once, and the person and their
 * permissions are refetched (a verified customer may now deposit and trade).
 */
function useKycMutation<TInput>(mutationFn: (input: TInput) => Promise<KycStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (status) => {
      queryClient.setQueryData(kycKeys.status(), status);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

export const useSubmitAddress = () => useKycMutation(submitAddress);
export const useSubmitPassport = () => useKycMutation(submitPassport);
export const useSubmitLicence = () => useKycMutation(submitLicence);
