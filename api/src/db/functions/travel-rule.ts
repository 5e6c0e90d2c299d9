/**
 * `travel_rule_records_kept`: a Travel Rule record stays for seven years
 * (docs/product/travel-rule.md#records): deleting one before its `keep_until` fails.
 */
export const TRAVEL_RULE_RECORDS_KEPT = `create or replace function travel_rule_records_kept() returns trigger language plpgsql as $$
      begin
        if old.keep_until > now() then
          raise exception 'travel_rule_records are kept until %', old.keep_until;
        end if;
        return old;
      end
    $$`;
