import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, securityHoldStatusSchema } from '@wattle/shared';
import { moneyOutKeys } from '@/lib/query-keys';

/** `GET /user/security-hold`: the hold after a credential change, with when it ends. */
export function getSecurityHold() {
  return apiClient.get('/user/security-hold', securityHoldStatusSchema);
}

export const securityHoldQueryOptions = () =>
  queryOptions({ queryKey: moneyOutKeys.securityHold(), queryFn: getSecurityHold });

export function useSecurityHold() {
  return useQuery(securityHoldQueryOptions());
}
