import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, identityMatchListSchema, type IdentityMatchDecision } from '@wattle/shared';
import { supportKeys } from '@/lib/query-keys';

/** `GET /support/identity-matches`: accounts that look like one person, newest first. */
export const identityMatchesQuery = () =>
  queryOptions({
    queryKey: supportKeys.identityMatches(),
    queryFn: ({ signal }) =>
      apiClient.get('/support/identity-matches', identityMatchListSchema, { signal }),
  });

export function useIdentityMatches() {
  return useQuery(identityMatchesQuery());
}

/** `POST /support/identity-matches/:matchId/decision` (support_lv2, audited). */
export function decideIdentityMatch(matchId: string, decision: IdentityMatchDecision) {
  return apiClient.post(
    `/support/identity-matches/${encodeURIComponent(matchId)}/decision`,
    decision,
    identityMatchListSchema,
  );
}

export function useDecideIdentityMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, decision }: { matchId: string; decision: IdentityMatchDecision }) =>
      decideIdentityMatch(matchId, decision),
    onSuccess: (matches) => queryClient.setQueryData(supportKeys.identityMatches(), matches),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.identityMatches() });
      void queryClient.invalidateQueries({ queryKey: supportKeys.audits() });
    },
  });
}
