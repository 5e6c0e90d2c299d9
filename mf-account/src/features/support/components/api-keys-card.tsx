import { Badge, HStack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatDateTime,
  QueryState,
  type ApiKey,
  type ApiKeyRevokeReason,
  type SupportUserDetail,
} from '@wattle/shared';
import { useState } from 'react';
import { supportKeys } from '@/lib/query-keys';
import { customerApiKeysQuery, revokeCustomerApiKey } from '../api/support-api-keys-api';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { ConsoleCard, ConsoleList, ConsoleRow, ConsoleRowTitle, RowAction } from './console-card';
import { useStaffRole } from './support-access';

/** Why a revoked key stopped, as staff read it (docs/product/api-keys.md#what-stops-a-key). */
const REVOKED_BECAUSE: Record<ApiKeyRevokeReason, string> = {
  owner: 'by the customer',
  support: 'by support',
  password_changed: 'by a password change',
  account_locked: 'by the customer locking the account',
};

function keyDetail(key: ApiKey): string {
  const used = key.lastUsedAt
    ? `last used ${formatDateTime(key.lastUsedAt)}${key.lastUsedIp ? ` from ${key.lastUsedIp}` : ''}`
    : 'never used';
  const ends = key.revokedAt
    ? `revoked ${formatDateTime(key.revokedAt)}${key.revokedBecause ? ` ${REVOKED_BECAUSE[key.revokedBecause]}` : ''}`
    : `expires ${formatDateTime(key.expiresAt)}`;
  const from = key.allowList.length > 0 ? ` · only from ${key.allowList.join(', ')}` : '';
  return `${key.scopes.join(' + ')} · ${used} · ${ends}${from}`;
}

/**
 * The customer's API keys (docs/product/api-keys.md#support): every reader sees them, never a
 * secret; support_lv2 revokes one with a reason. Both are audited.
 */
export function ApiKeysCard({ customer }: { customer: SupportUserDetail }) {
  const userId = customer.profile.userId;
  const keys = useQuery(customerApiKeysQuery(userId));
  const canChange = useStaffRole('support_lv2');
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <ConsoleCard title="API keys">
      <QueryState query={keys} loadingLabel="Loading API keys">
        {(list) => (
          <ConsoleList empty="No API keys.">
            {list.map((key) => (
              <ConsoleRow
                key={key.keyId}
                title={
                  <ConsoleRowTitle
                    actions={
                      canChange &&
                      key.status === 'active' && (
                        <RowAction
                          danger
                          label={`Revoke the API key ${key.label}`}
                          onClick={() => setRevoking(key)}
                        >
                          Revoke
                        </RowAction>
                      )
                    }
                  >
                    <HStack gap="2">
                      <span>{key.label}</span>
                      <Badge colorPalette={key.status === 'active' ? 'green' : 'gray'}>
                        {key.status}
                      </Badge>
                    </HStack>
                  </ConsoleRowTitle>
                }
                detail={keyDetail(key)}
              />
            ))}
          </ConsoleList>
        )}
      </QueryState>
      <Text fontSize="xs" color="fg.muted" mt="2">
        Keys never withdraw. Revoking one stops it at once and e-mails the customer.
      </Text>
      <ConfirmActionDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Revoke an API key"
        change={
          revoking ? `${revoking.label} for ${customer.profile.firstName}: active → revoked.` : ''
        }
        needsReason
        confirmLabel="Revoke"
        onConfirm={async (reason) => {
          if (!revoking) return '';
          await revokeCustomerApiKey(userId, revoking.keyId, reason);
          void queryClient.invalidateQueries({ queryKey: supportKeys.customerApiKeys(userId) });
          void queryClient.invalidateQueries({ queryKey: supportKeys.audits() });
          return `${revoking.label} revoked.`;
        }}
      />
    </ConsoleCard>
  );
}
