import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, emailVerifiedSchema } from '@wattle/shared';
import { verifyEmailKeys } from '@/lib/query-keys';

/** `PUT /user/verify/token`: the token from the link in the verification e-mail. */
export function verifyEmailToken(token: string) {
  return apiClient.put('/user/verify/token', { token }, emailVerifiedSchema);
}

/**
 * A query rather than a mutation on purpose: the page verifies as soon as it opens, and the
 * cache makes that happen once per token even when React mounts the page twice. The token is
 * single-use, so a second call would report a failure the customer never caused.
 */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: verifyEmailKeys.token(token),
    queryFn: () => verifyEmailToken(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useVerifyEmail(token: string) {
  return useQuery({ ...verifyEmailQueryOptions(token), enabled: token.length > 0 });
}
