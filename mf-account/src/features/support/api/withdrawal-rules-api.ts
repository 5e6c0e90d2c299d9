import { queryOptions } from '@tanstack/react-query';
import { apiClient, withdrawalRulesSchema, type WithdrawalRulesUpdate } from '@wattle/shared';
import { supportKeys } from '@/lib/query-keys';

export const withdrawalRulesQuery = () =>
  queryOptions({
    queryKey: supportKeys.withdrawalRules(),
    queryFn: ({ signal }) =>
      apiClient.get('/admin/withdrawal-rules', withdrawalRulesSchema, { signal }),
  });

export const updateWithdrawalRules = (update: WithdrawalRulesUpdate) =>
  apiClient.put('/admin/withdrawal-rules', update, withdrawalRulesSchema);
