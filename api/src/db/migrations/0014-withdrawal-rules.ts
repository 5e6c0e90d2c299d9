import {
  DAILY_WITHDRAWAL_LIMIT_AUD,
  WITHDRAW_ACCOUNT_COOLDOWN_HOURS,
} from '@wattle/shared/contracts';
import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * The daily AUD withdrawal limit and the new-bank-account cool-down become settings an admin
 * changes, beside the trade fee in the one-row `trade_settings`. The constants seed them; the
 * checks hold the same bounds as the admin contract, so no path stores a limit of $0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table trade_settings add column daily_withdrawal_limit_aud numeric(9, 2) not null
      default ${Number(DAILY_WITHDRAWAL_LIMIT_AUD)}
      check (daily_withdrawal_limit_aud between 1000 and 1000000)`,
    `alter table trade_settings add column withdraw_account_cooldown_hours integer not null
      default ${Number(WITHDRAW_ACCOUNT_COOLDOWN_HOURS)}
      check (withdraw_account_cooldown_hours between 0 and 168)`,
  ]);
}
