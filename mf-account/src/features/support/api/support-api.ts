import { queryOptions } from '@tanstack/react-query';
import {
  apiClient,
  assetSchema,
  auditListSchema,
  supportUserDetailSchema,
  supportUserListSchema,
  tradeListSchema,
  tradeSettingsSchema,
  transactionListSchema,
  type AssetUpdate,
  type PepStatus,
  type PermissionType,
} from '@wattle/shared';
import { supportKeys } from '@/lib/query-keys';

const customerPath = (userId: string) => `/support/users/${encodeURIComponent(userId)}`;

export const customerSearchQuery = (query: string) =>
  queryOptions({
    queryKey: supportKeys.search(query),
    queryFn: ({ signal }) =>
      apiClient.get(`/support/users?query=${encodeURIComponent(query)}`, supportUserListSchema, {
        signal,
      }),
    enabled: query.length >= 2,
    staleTime: 30_000,
  });

export const customerQuery = (userId: string) =>
  queryOptions({
    queryKey: supportKeys.customer(userId),
    queryFn: ({ signal }) =>
      apiClient.get(customerPath(userId), supportUserDetailSchema, { signal }),
  });

const RECENT = 'limit=20';

export const customerTradesQuery = (userId: string) =>
  queryOptions({
    queryKey: supportKeys.customerTrades(userId),
    queryFn: ({ signal }) =>
      apiClient.get(`${customerPath(userId)}/trades?${RECENT}`, tradeListSchema, { signal }),
  });

export const customerTransactionsQuery = (userId: string) =>
  queryOptions({
    queryKey: supportKeys.customerTransactions(userId),
    queryFn: ({ signal }) =>
      apiClient.get(`${customerPath(userId)}/trade-transactions?${RECENT}`, transactionListSchema, {
        signal,
      }),
  });

/** The audit log's filters as the URL carries them; empty ones are left out. */
export type AuditFilter = Record<'userId' | 'staff' | 'action' | 'from' | 'to', string>;

export function auditSearch(filter: AuditFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  return params.toString();
}

export const auditQuery = (filter: AuditFilter) =>
  queryOptions({
    queryKey: supportKeys.audit(filter),
    queryFn: ({ signal }) =>
      apiClient.get(`/support/audit?${auditSearch(filter)}`, auditListSchema, { signal }),
  });

export const downloadAuditCsv = (filter: AuditFilter) =>
  apiClient.blob(`/support/audit/export.csv?${auditSearch(filter)}`);

/** One support_lv2 change to a customer; the API answers with the customer as they now stand. */
export type CustomerChange =
  | { kind: 'pep'; status: PepStatus }
  | { kind: 'suspend' | 'restore'; permission: PermissionType }
  | { kind: 'reset-two-factor' }
  | { kind: 'end-sessions' }
  | { kind: 'release-deposit' | 'return-deposit'; transferId: string };

function changePath(change: CustomerChange): string {
  switch (change.kind) {
    case 'pep':
      return 'pep';
    case 'suspend':
    case 'restore':
      return `permissions/${change.permission}/${change.kind}`;
    case 'reset-two-factor':
      return 'two-factor/reset';
    case 'end-sessions':
      return 'sessions/end';
    case 'release-deposit':
      return `held-deposits/${encodeURIComponent(change.transferId)}/release`;
    case 'return-deposit':
      return `held-deposits/${encodeURIComponent(change.transferId)}/return`;
  }
}

export function changeCustomer(userId: string, change: CustomerChange, reason: string) {
  const body = change.kind === 'pep' ? { status: change.status, reason } : { reason };
  return apiClient.post(
    `${customerPath(userId)}/${changePath(change)}`,
    body,
    supportUserDetailSchema,
  );
}

export const updateTradeSettings = (update: {
  tradeFeePercentage?: string;
  referralBonus?: string;
}) => apiClient.put('/admin/trade-settings', update, tradeSettingsSchema);

export const updateAsset = (assetId: string, update: AssetUpdate) =>
  apiClient.patch(`/admin/assets/${encodeURIComponent(assetId)}`, update, assetSchema);
