-- The session cache became the customer cache (db/customer-cache.ts): besides live sessions,
-- every instance keeps a customer's profile and notifications, which enrollments are theirs and
-- their brand's configuration. Whatever changes one of those announces it on the
-- customer_change channel when its transaction commits: the customer's id (the old owner and
-- the new when a row moves), or '*' for what every customer reads.
-- - refresh tokens revoked or removed (sessions, as 0029);
-- - any change to a customer's row (sessions, profile, brand), or the row removed;
-- - an enrollment moved to another customer or removed (its former owner may no longer read it);
-- - a notification stored, changed or removed;
-- - the configuration or a brand's overrides changed: '*'.
CREATE FUNCTION announce_customer_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('customer_change', '*');
  ELSIF TG_TABLE_NAME = 'customers' THEN
    PERFORM pg_notify('customer_change', OLD.id::text);
  ELSE
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('customer_change', OLD.customer_id::text);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('customer_change', NEW.customer_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER refresh_tokens_session_change ON refresh_tokens;
--> statement-breakpoint
DROP TRIGGER customers_session_change ON customers;
--> statement-breakpoint
DROP FUNCTION announce_session_change();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_customer_change
  AFTER UPDATE OF revoked_at, customer_id, family_id OR DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION announce_customer_change();
--> statement-breakpoint
CREATE TRIGGER customers_customer_change
  AFTER UPDATE OR DELETE ON customers
  FOR EACH ROW EXECUTE FUNCTION announce_customer_change();
--> statement-breakpoint
CREATE TRIGGER notifications_customer_change
  AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION announce_customer_change();
--> statement-breakpoint
CREATE TRIGGER enrollments_customer_change
  AFTER UPDATE OF customer_id OR DELETE ON enrollments
  FOR EACH ROW EXECUTE FUNCTION announce_customer_change();
--> statement-breakpoint
CREATE TRIGGER configuration_parameters_customer_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON configuration_parameters
  FOR EACH STATEMENT EXECUTE FUNCTION announce_customer_change();
--> statement-breakpoint
CREATE TRIGGER brand_configuration_overrides_customer_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brand_configuration_overrides
  FOR EACH STATEMENT EXECUTE FUNCTION announce_customer_change();
