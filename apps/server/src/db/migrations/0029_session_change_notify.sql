-- Every instance keeps the sessions it found live (modules/auth/session-cache.ts). Whatever can
-- end a session announces the customer's id on the session_change channel; PostgreSQL delivers
-- it when the transaction commits, and every instance drops that customer's kept sessions.
-- What ends a session: a refresh-token family revoked or removed, and a customer renamed,
-- given a new hash, linked into another account or removed (plugins/auth.ts checks each).
CREATE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'customers' THEN
    PERFORM pg_notify('session_change', OLD.id::text);
  ELSE
    PERFORM pg_notify('session_change', OLD.customer_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_session_change
  AFTER UPDATE OF revoked_at, customer_id, family_id OR DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();
--> statement-breakpoint
CREATE TRIGGER customers_session_change
  AFTER UPDATE OF user_name, customer_hash, linked_into_customer_id OR DELETE ON customers
  FOR EACH ROW EXECUTE FUNCTION announce_session_change();
