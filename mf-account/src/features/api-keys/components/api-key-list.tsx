import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { errorMessage, formatDateTime, showToast, type ApiKey } from '@wattle/shared';
import { useRevokeApiKey } from '../api/revoke-api-key';

const STATUS: Record<ApiKey['status'], { label: string; palette: string }> = {
  active: { label: 'Active', palette: 'green' },
  expired: { label: 'Expired', palette: 'gray' },
  revoked: { label: 'Revoked', palette: 'red' },
};

const REVOKED_BECAUSE: Record<NonNullable<ApiKey['revokedBecause']>, string> = {
  owner: 'by you',
  support: 'by Wattle support',
  password_changed: 'when your password changed',
  account_locked: 'when you locked your account',
};

function lastUse(key: ApiKey): string {
  if (!key.lastUsedAt) return 'Never used';
  const from = key.lastUsedIp ? ` from ${key.lastUsedIp}` : '';
  return `Last used ${formatDateTime(key.lastUsedAt)}${from}`;
}

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  const status = STATUS[apiKey.status];
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="4" listStyleType="none">
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="semibold" wordBreak="break-word">
              {apiKey.label}
            </Text>
            <Badge colorPalette={status.palette}>{status.label}</Badge>
            {apiKey.scopes.map((scope) => (
              <Badge key={scope} variant="outline">
                {scope === 'trade' ? 'Trade' : 'Read'}
              </Badge>
            ))}
          </Flex>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            Key id {apiKey.keyId}
          </Text>
          <Text fontSize="sm" data-testid="api-key-last-used">
            {lastUse(apiKey)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {apiKey.revokedAt
              ? `Revoked ${formatDateTime(apiKey.revokedAt)} ${apiKey.revokedBecause ? REVOKED_BECAUSE[apiKey.revokedBecause] : ''}`
              : `${apiKey.status === 'expired' ? 'Expired' : 'Expires'} ${formatDateTime(apiKey.expiresAt)}`}
          </Text>
          {apiKey.allowList.length > 0 && (
            <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
              Only from {apiKey.allowList.join(', ')}
            </Text>
          )}
        </Stack>
        {apiKey.status === 'active' && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={`Revoke ${apiKey.label}`}
            loading={revoke.isPending}
            loadingText="Revoking…"
            onClick={() =>
              revoke.mutate(apiKey.keyId, {
                onSuccess: () => showToast('success', `${apiKey.label} is revoked`),
                onError: (error) => showToast('error', errorMessage(error)),
              })
            }
          >
            Revoke
          </Button>
        )}
      </Flex>
    </Box>
  );
}

/** Every key, newest first: name, scopes, last use, expiry, and Revoke for live ones. */
export function ApiKeyList({ keys }: { keys: ApiKey[] }) {
  if (keys.length === 0) return <Text color="fg.muted">You have no API keys yet.</Text>;
  return (
    <Stack as="ul" gap="3" aria-label="Your API keys" m="0" p="0">
      {keys.map((key) => (
        <KeyRow key={key.keyId} apiKey={key} />
      ))}
    </Stack>
  );
}
