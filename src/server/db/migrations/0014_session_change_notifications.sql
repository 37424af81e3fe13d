-- Issue 11 (booking under load): each server keeps live sessions and their account's row in memory
-- (src/server/auth/session-cache.ts), so a signed-in request reads nothing. It must drop one the
-- moment it stops being live, whoever ends it (sign-out on another instance, a password change, an
-- operator's suspension or deletion). These triggers announce it on 'keyturn_changes', when the
-- transaction commits, next to the catalogue's notifications (migration 0012):
--   'session:<id>'  that session was revoked or deleted (also by its account's deletion, a cascade);
--   'user:<id>'     that account changed or was deleted: its sessions are read again.
-- A new session is announced by no one: it is read once on its first request. TRUNCATE (the seed)
-- sends 'catalogue', on which everything kept is dropped.

CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('keyturn_changes', 'session:' || OLD.id);
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();

CREATE FUNCTION notify_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('keyturn_changes', 'user:' || OLD.id);
  RETURN NULL;
END $$;

CREATE TRIGGER accounts_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_account_change();

CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
