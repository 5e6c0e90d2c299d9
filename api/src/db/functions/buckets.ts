/**
 * `bucket_assets_sum`, deferred to commit, after each change to a bucket's assets: the
 * percentages of a bucket that still exists sum to exactly 100.
 */
export const BUCKETS_CHECK_PERCENTAGES = `create or replace function buckets_check_percentages() returns trigger language plpgsql as $$
    declare
      checked text := coalesce(new.bucket_id, old.bucket_id);
    begin
      if exists (select 1 from buckets where bucket_id = checked)
        and (select coalesce(sum(percentage), 0) from bucket_assets where bucket_id = checked) <> 100 then
        raise exception 'bucket % percentages do not sum to 100', checked
          using errcode = 'check_violation', constraint = 'bucket_percentages_sum';
      end if;
      return null;
    end $$`;
