/**
 * What the repository's tooling (`scripts/`: the stack runners and every bench) may use of the
 * API, as `@wattle/api/tooling`: start it, give it a scratch database, and reach the few
 * internals a bench drives directly (the database, the seed, the trade statements, the ledger
 * check) without an HTTP request in between. Lint holds `scripts/` to this one file, so what
 * the tooling depends on is listed here and nowhere else.
 */
export { spawnApi, startApi, waitForUrl, type ApiProcess } from './api-process.js';
export { benchDatabaseName, scratchDatabase, type ScratchDatabase } from './scratch-database.js';
export { installShutdown } from '../src/lib/shutdown.js';
export { migrateToLatest, openDatabase } from '../src/db/database.js';
export { openPGlite } from '../src/db/embedded/embedded-database.js';
export { seedReferenceData } from '../src/seed/seed-database.js';
export { DEMO_PASSWORD } from '../src/seed/demo-users.js';
export { hashPassword, newReferralCode } from '../src/modules/identity/sign-in/index.js';
export {
  insertQuoteRows,
  submitQuote,
  type NewTrade,
} from '../src/modules/trading/trade-repository.js';
export { quoteSubmitter } from '../src/modules/trading/submit-batcher.js';
export { findLedgerViolations } from '../src/modules/ledger/ledger-invariants.js';
export { buildApp } from '../src/app.js';
export { depsOfApp } from './app-deps.js';
export { parseEnv } from '../src/config/env.js';
export { priceTickJob } from '../src/modules/market/index.js';
export {
  claimOrdersCrossedBy,
  handleOrderTick,
  orderTickHandler,
  placeOrder,
} from '../src/modules/orders/index.js';
export { checkAlerts, priceAlertsOnTick } from '../src/modules/alerts/index.js';
export { createAlert } from '../src/modules/alerts/alert-service.js';
