import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

const OWNERS = `('self', 'other')`;
const WALLET_KINDS = `('self_hosted', 'exchange')`;
const STATUSES = `('accepted', 'rejected', 'name_mismatch', 'unreachable', 'self_hosted', 'received', 'missing_originator')`;

/**
 * The Travel Rule (docs/product/travel-rule.md).
 *
 * `travel_rule_destinations`: the answers a customer gave for one coin and address — whose
 * wallet, what kind, the exchange and the payee's name — asked once and kept like an address
 * book entry, and the proof that a self-hosted wallet of their own is theirs (a signed
 * challenge, or a deposit from it). Someone else's wallet names its payee; an exchange
 * account names its exchange.
 *
 * `travel_rule_records`: what was sent to or received from another exchange for each coin
 * transfer, and what came of it. The law wants them for seven years whatever happens to the
 * account, so a record has no foreign key to its customer (removing a customer cannot take it
 * along) and a trigger refuses to delete one before `keep_until`. An outgoing record is
 * linked to its withdrawal by the estimate's signature, which the withdrawal also carries
 * (one each: unique); an incoming one by the deposit's transfer id. A case the exchange could
 * not settle (`name_mismatch`, `unreachable`) or a deposit from an exchange that sent no
 * originator (`missing_originator`) waits for support_lv2, whose decision is kept with its
 * reason, by whom and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table travel_rule_destinations (
      user_id uuid not null references users (user_id),
      asset_id text not null references assets (asset_id),
      address text not null,
      owner text not null check (owner in ${OWNERS}),
      wallet_kind text not null check (wallet_kind in ${WALLET_KINDS}),
      exchange text,
      exchange_name text,
      beneficiary_name text,
      proof text check (proof in ('signature', 'test_deposit')),
      proven_at timestamptz,
      challenge text,
      challenge_expires_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (user_id, asset_id, address),
      constraint travel_rule_destinations_payee check ((owner = 'other') = (beneficiary_name is not null)),
      constraint travel_rule_destinations_exchange check ((wallet_kind = 'exchange') = (exchange is not null)),
      constraint travel_rule_destinations_proof check ((proof is null) = (proven_at is null))
    )`,

    `create table travel_rule_records (
      record_id uuid primary key default gen_random_uuid(),
      user_id uuid not null,
      direction text not null check (direction in ('outgoing', 'incoming')),
      asset_id text not null references assets (asset_id),
      amount numeric(78, 0) not null check (amount >= 0),
      address text,
      owner text check (owner in ${OWNERS}),
      wallet_kind text check (wallet_kind in ${WALLET_KINDS}),
      exchange_name text,
      originator_name text,
      beneficiary_name text,
      message jsonb,
      status text not null check (status in ${STATUSES}),
      provider_reference text,
      provider_message text not null,
      cleared_until timestamptz,
      resolution text check (resolution in ('approved', 'refused')),
      resolved_by uuid,
      resolution_reason text,
      resolved_at timestamptz,
      estimate_signature text unique,
      transfer_id uuid unique,
      created_at timestamptz not null default now(),
      keep_until timestamptz not null default now() + interval '7 years',
      constraint travel_rule_records_resolved check (
        (resolution is null) = (resolved_at is null)
        and (resolution is null) = (resolved_by is null)
        and (resolution is null) = (resolution_reason is null)
      )
    )`,
    `create index travel_rule_records_user_idx on travel_rule_records (user_id, created_at desc)`,
    `create index travel_rule_records_open_idx on travel_rule_records (created_at)
      where resolution is null and status in ('name_mismatch', 'unreachable', 'missing_originator')`,
    `create function travel_rule_records_kept() returns trigger language plpgsql as $$
      begin
        if old.keep_until > now() then
          raise exception 'travel_rule_records are kept until %', old.keep_until;
        end if;
        return old;
      end
    $$`,
    `create trigger travel_rule_records_kept before delete on travel_rule_records
      for each row execute function travel_rule_records_kept()`,
  ]);
}
