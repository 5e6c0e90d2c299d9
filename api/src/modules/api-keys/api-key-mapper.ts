import type { ApiKey } from '@wattle/shared/contracts';
import type { KeyRow } from './api-key-repository.js';

export function toApiKey(row: KeyRow, now = new Date()): ApiKey {
  const status = row.revoked_at ? 'revoked' : row.expires_at <= now ? 'expired' : 'active';
  return {
    keyId: row.key_id,
    label: row.label,
    scopes: row.scopes,
    allowList: row.allow_list,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    lastUsedIp: row.last_used_ip,
    revokedAt: row.revoked_at?.toISOString() ?? null,
    revokedBecause: row.revoked_because,
    status,
  };
}
