/** `audit_log_append_only`: what support did stays as it was written, no updates, no deletes. */
export const AUDIT_LOG_APPEND_ONLY = `create or replace function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only';
      end
    $$`;
