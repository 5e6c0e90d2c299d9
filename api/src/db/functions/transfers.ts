/**
 * `transfers_guard`, before each UPDATE of a transfer: it settles once (leaves `pending` for
 * good), and keeps its owner, asset, amounts, method and ledger debit.
 */
export const TRANSFERS_GUARD = `create or replace function transfers_guard() returns trigger language plpgsql as $$
    begin
      if old.status <> 'pending' and new.status is distinct from old.status then
        raise exception 'transfer % is already %', old.transfer_id, old.status
          using errcode = 'check_violation', constraint = 'transfers_settle_once';
      end if;
      if new.user_id <> old.user_id or new.type <> old.type or new.asset_id <> old.asset_id
        or new.amount <> old.amount or new.fee <> old.fee or new.method <> old.method
        or new.entry_id is distinct from old.entry_id then
        raise exception 'a transfer keeps its owner, asset, amounts and debit'
          using errcode = 'restrict_violation';
      end if;
      return new;
    end $$`;
