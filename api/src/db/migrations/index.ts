import type { Migration, MigrationProvider } from 'kysely';
import * as foundation from './0001-foundation.js';
import * as ledger from './0002-ledger.js';
import * as identity from './0003-identity.js';
import * as funding from './0004-funding.js';
import * as history from './0005-history.js';
import * as twoFactorSteps from './0006-two-factor-steps.js';

/** The one migration set for PostgreSQL and PGlite, in order. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-ledger': ledger,
  '0003-identity': identity,
  '0004-funding': funding,
  '0005-history': history,
  '0006-two-factor-steps': twoFactorSteps,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
