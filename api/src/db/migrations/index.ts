import type { Migration, MigrationProvider } from 'kysely';
import * as foundation from './0001-foundation.js';
import * as ledger from './0002-ledger.js';
import * as identity from './0003-identity.js';
import * as funding from './0004-funding.js';
import * as history from './0005-history.js';
import * as twoFactorSteps from './0006-two-factor-steps.js';
import * as historyGrouped from './0007-history-grouped.js';
import * as accountNotificationEmails from './0008-account-notification-emails.js';
import * as moneyStepUp from './0009-money-step-up.js';
import * as supportConsole from './0010-support-console.js';
import * as supportChat from './0011-support-chat.js';
import * as staffNotCustomers from './0012-security-staff-not-customers.js';
import * as loginFailures from './0013-security-login-failures.js';
import * as withdrawalRules from './0014-withdrawal-rules.js';
import * as tradeInOneStatement from './0015-trade-in-one-statement.js';
import * as ledgerWithoutHotRows from './0016-ledger-without-hot-rows.js';
import * as tradePlansKept from './0017-trade-plans-kept.js';
import * as sessionChangeNotices from './0018-session-change-notices.js';
import * as signInAndSessions from './0019-security-sign-in-and-sessions.js';
import * as heldDepositsAndPublicIds from './0020-held-deposits-and-public-ids.js';
import * as sandboxPriceMoves from './0024-sandbox-price-moves.js';
import * as orders from './0025-orders.js';
import * as costBaseIndexes from './0026-cost-base-indexes.js';
import * as alertsAndWatchlist from './0027-alerts-and-watchlist.js';
import * as frontEndHealth from './0028-front-end-health.js';
import * as apiKeys from './0029-api-keys.js';
import * as travelRule from './0030-travel-rule.js';
import * as scamProtectionAndIdentity from './0031-scam-protection-and-identity.js';
import * as apiKeyChangeNotices from './0033-api-key-change-notices.js';
import * as customerSecurity from './0038-customer-security.js';
import * as trustedContactAndEmailChange from './0039-trusted-contact-and-email-change.js';
import * as twoFactorResetRequests from './0042-two-factor-reset-requests.js';
import * as apiKeysRevokedOnLock from './0043-api-keys-revoked-on-lock.js';

/** The one migration set for PostgreSQL and PGlite, in order. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-ledger': ledger,
  '0003-identity': identity,
  '0004-funding': funding,
  '0005-history': history,
  '0006-two-factor-steps': twoFactorSteps,
  '0007-history-grouped': historyGrouped,
  '0008-account-notification-emails': accountNotificationEmails,
  '0009-money-step-up': moneyStepUp,
  '0010-support-console': supportConsole,
  '0011-support-chat': supportChat,
  '0012-security-staff-not-customers': staffNotCustomers,
  '0013-security-login-failures': loginFailures,
  '0014-withdrawal-rules': withdrawalRules,
  '0015-trade-in-one-statement': tradeInOneStatement,
  '0016-ledger-without-hot-rows': ledgerWithoutHotRows,
  '0017-trade-plans-kept': tradePlansKept,
  '0018-session-change-notices': sessionChangeNotices,
  '0019-security-sign-in-and-sessions': signInAndSessions,
  '0020-held-deposits-and-public-ids': heldDepositsAndPublicIds,
  '0024-sandbox-price-moves': sandboxPriceMoves,
  '0025-orders': orders,
  '0026-cost-base-indexes': costBaseIndexes,
  '0027-alerts-and-watchlist': alertsAndWatchlist,
  '0028-front-end-health': frontEndHealth,
  '0029-api-keys': apiKeys,
  '0030-travel-rule': travelRule,
  '0031-scam-protection-and-identity': scamProtectionAndIdentity,
  '0033-api-key-change-notices': apiKeyChangeNotices,
  '0038-customer-security': customerSecurity,
  '0039-trusted-contact-and-email-change': trustedContactAndEmailChange,
  '0042-two-factor-reset-requests': twoFactorResetRequests,
  '0043-api-keys-revoked-on-lock': apiKeysRevokedOnLock,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
