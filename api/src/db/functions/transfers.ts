/**
 * `transfers_guard`, before each UPDATE of a transfer: it settles once (leaves `pending` for
 * `complete` or `failed`, or a held deposit leaves `held` for `complete` or `returned`, for
 * good), and keeps its owner, asset, amounts, method, ledger entries and hold reason.
 */
export const TRANSFERS_GUARD = `create or replace function transfers_guard() returns trigger language plpgsql as $$
    begin
      if new.status is distinct from old.status and not (
        (old.status = 'pending' and new.status in ('complete', 'failed'))
        or (old.status = 'held' and new.status in ('complete', 'returned'))
      ) then
        raise exception 'transfer % is already %', old.transfer_id, old.status
          using errcode = 'check_violation', constraint = 'transfers_settle_once';
      end if;
      if new.user_id <> old.user_id or new.type <> old.type or new.asset_id <> old.asset_id
        or new.amount <> old.amount or new.fee <> old.fee or new.method <> old.method
        or new.entry_id is distinct from old.entry_id
        or new.hold_reason is distinct from old.hold_reason
        or (old.release_entry_id is not null
          and new.release_entry_id is distinct from old.release_entry_id) then
        raise exception 'a transfer keeps its owner, asset, amounts, entries and hold'
          using errcode = 'restrict_violation';
      end if;
      return new;
    end $$`;
