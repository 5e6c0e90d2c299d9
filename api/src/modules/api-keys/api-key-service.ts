import { randomUUID } from 'node:crypto';
import {
  API_KEY_LIMIT,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyScope,
  type Role,
} from '@wattle/shared/contracts';
import { inTransaction } from '../../db/transaction.js';
import type { Db } from '../../db/database.js';
import { sendEmailBestEffort } from '../../lib/email-delivery.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { writeAudit, type Actor } from '../audit/index.js';
import { checkStepUp } from '../identity/two-factor/index.js';
import {
  apiKeyNotFound,
  customerNotFound,
  onlyCustomersHaveKeys,
  tooManyKeys,
} from './api-key-errors.js';
import { toApiKey } from './api-key-mapper.js';
import { apiKeyMessages } from './api-key-messages.js';
import {
  countLiveKeys,
  insertKey,
  ownerEmail,
  revokeKey,
  revokeLiveKeys,
  selectKeys,
  userExists,
} from './api-key-repository.js';
import { normalisedAllowEntry } from './allow-list.js';
import { newKeySecret, sealSecret } from './key-secrets.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewApiKey {
  userId: string;
  role: Role;
  label: string;
  scopes: ApiKeyScope[];
  allowList: string[];
  expiresInDays: number;
  otp?: string | undefined;
  password?: string | undefined;
  sealingKey: Buffer;
  actor: Actor;
}

/**
 * A new key (docs/product/api-keys.md#keys), behind step-up as money out is: a stolen session
 * alone cannot mint a key that outlives it. The secret is returned once and kept only sealed.
 */
export async function createApiKey(deps: ServiceDeps, input: NewApiKey): Promise<ApiKeyCreated> {
  if (input.role !== 'user') throw onlyCustomersHaveKeys();
  const allowList = [...new Set(input.allowList.map(normalisedAllowEntry))];
  const stepUp = await checkStepUp(deps, {
    userId: input.userId,
    proof: { otp: input.otp, password: input.password },
    action: 'create an API key',
  });
  const keyId = randomUUID();
  const secret = newKeySecret();
  const scopes = [...new Set(input.scopes)].sort();
  const row = await inTransaction(deps, async (trx) => {
    if ((await countLiveKeys(trx, input.userId)) >= API_KEY_LIMIT) throw tooManyKeys();
    await stepUp.spend(trx);
    const created = await insertKey(trx, {
      keyId,
      userId: input.userId,
      label: input.label,
      scopes,
      allowList,
      sealedSecret: sealSecret(input.sealingKey, keyId, secret),
      expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
    });
    await writeAudit(trx, {
      ...input.actor,
      subjectUserId: input.userId,
      action: 'api_key.created',
      details: { keyId, scopes, allowList, stepUp: stepUp.method },
    });
    return created;
  });
  const email = await ownerEmail(deps.db, input.userId);
  if (email) await sendEmailBestEffort(deps, apiKeyMessages.created(email, input.label, scopes));
  return { key: toApiKey(row), secret };
}

/** The customer's keys, newest first, live or not. */
export async function listApiKeys(deps: ServiceDeps, userId: string): Promise<ApiKey[]> {
  const now = new Date();
  return (await selectKeys(deps.db, userId)).map((row) => toApiKey(row, now));
}

/** The owner revokes one of their keys; it fails from the next request on. */
export async function revokeApiKey(
  deps: ServiceDeps,
  input: { userId: string; keyId: string; actor: Actor },
): Promise<ApiKey> {
  return inTransaction(deps, async (trx) => {
    const row = await revokeKey(trx, {
      keyId: input.keyId,
      userId: input.userId,
      because: 'owner',
      by: input.actor.actorId,
    });
    if (!row) throw apiKeyNotFound();
    await writeAudit(trx, {
      ...input.actor,
      subjectUserId: input.userId,
      action: 'api_key.revoked',
      details: { keyId: input.keyId, by: 'owner' },
    });
    return toApiKey(row);
  });
}

/** Support reads a customer's keys (never a secret); the reading is audited. */
export async function staffApiKeys(
  deps: ServiceDeps,
  input: { userId: string; actor: Actor },
): Promise<ApiKey[]> {
  if (!(await userExists(deps.db, input.userId))) throw customerNotFound();
  const keys = await listApiKeys(deps, input.userId);
  await writeAudit(deps.db, {
    ...input.actor,
    subjectUserId: input.userId,
    action: 'api_keys.read',
    details: { keys: keys.length },
  });
  return keys;
}

/** Support revokes a customer's key, audited; the customer is told by e-mail. */
export async function staffRevokeApiKey(
  deps: ServiceDeps,
  input: { userId: string; keyId: string; reason: string; actor: Actor },
): Promise<ApiKey> {
  const row = await inTransaction(deps, async (trx) => {
    const revoked = await revokeKey(trx, {
      keyId: input.keyId,
      userId: input.userId,
      because: 'support',
      by: input.actor.actorId,
    });
    if (!revoked) throw apiKeyNotFound();
    await writeAudit(trx, {
      ...input.actor,
      subjectUserId: input.userId,
      action: 'api_key.revoked',
      details: { keyId: input.keyId, by: 'support', reason: input.reason },
    });
    return revoked;
  });
  const email = await ownerEmail(deps.db, input.userId);
  if (email) await sendEmailBestEffort(deps, apiKeyMessages.revokedBySupport(email, row.label));
  return toApiKey(row);
}

/**
 * A password change or reset revokes every live key that may trade
 * (docs/product/api-keys.md#what-stops-a-key); read-only keys stay. Call it on the
 * transaction that changes the password. Returns how many were revoked, for the e-mail.
 */
export function revokeTradingKeysOf(db: Db, userId: string, at: Date): Promise<number> {
  return revokeLiveKeys(db, { userId, at, because: 'password_changed', tradingOnly: true });
}

/**
 * Locking the account from a security e-mail revokes every live key, read-only ones too
 * (docs/product/api-keys.md#what-stops-a-key): whoever changed the account may have made them.
 * Call it on the transaction that locks the account. Returns how many were revoked.
 */
export function revokeEveryKeyOf(db: Db, userId: string, at: Date): Promise<number> {
  return revokeLiveKeys(db, { userId, at, because: 'account_locked', tradingOnly: false });
}
