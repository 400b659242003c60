-- A customer's enrollment list joins the customer cache (db/customer-cache.ts): the
-- enrollments with both addresses, every plan with its utility and commodity, the status
-- history worded in the customer's language and the scheduled renewal. Whatever changes one
-- of those announces it on customer_change as its transaction commits:
-- - any change to an enrollment row, inserted, updated or removed (was: moved or removed), for
--   the old owner and the new;
-- - a row of its plans, status history or renewals: the owner of its enrollment;
-- - an address changed or removed: the owners of the enrollments that point at it (a new
--   address is not read until an enrollment points at it, which announces itself);
-- - the plans, utilities, commodities and status wording every customer reads: '*'.
CREATE FUNCTION announce_enrollment_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('customer_change', owner::text)
  FROM (SELECT DISTINCT customer_id AS owner FROM enrollments
        WHERE (TG_OP <> 'INSERT' AND id_enrollment = OLD.enrollment_id)
           OR (TG_OP <> 'DELETE' AND id_enrollment = NEW.enrollment_id)) AS owners;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION announce_address_owners() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('customer_change', owner::text)
  FROM (SELECT DISTINCT customer_id AS owner FROM enrollments
        WHERE service_address_id = OLD.id OR billing_address_id = OLD.id) AS owners;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER enrollments_customer_change ON enrollments;
--> statement-breakpoint
CREATE TRIGGER enrollments_customer_change
  AFTER INSERT OR UPDATE OR DELETE ON enrollments
  FOR EACH ROW EXECUTE FUNCTION announce_customer_change();
--> statement-breakpoint
CREATE TRIGGER enrollment_plans_customer_change
  AFTER INSERT OR UPDATE OR DELETE ON enrollment_plans
  FOR EACH ROW EXECUTE FUNCTION announce_enrollment_owner();
--> statement-breakpoint
CREATE TRIGGER enrollment_status_history_customer_change
  AFTER INSERT OR UPDATE OR DELETE ON enrollment_status_history
  FOR EACH ROW EXECUTE FUNCTION announce_enrollment_owner();
--> statement-breakpoint
CREATE TRIGGER renewals_customer_change
  AFTER INSERT OR UPDATE OR DELETE ON renewals
  FOR EACH ROW EXECUTE FUNCTION announce_enrollment_owner();
--> statement-breakpoint
CREATE TRIGGER addresses_customer_change
  AFTER UPDATE OR DELETE ON addresses
  FOR EACH ROW EXECUTE FUNCTION announce_address_owners();
--> statement-breakpoint
CREATE TRIGGER plans_customer_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION announce_customer_change();
--> statement-breakpoint
CREATE TRIGGER utilities_customer_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON utilities
  FOR EACH STATEMENT EXECUTE FUNCTION announce_customer_change();
--> statement-breakpoint
CREATE TRIGGER commodities_customer_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON commodities
  FOR EACH STATEMENT EXECUTE FUNCTION announce_customer_change();
--> statement-breakpoint
CREATE TRIGGER enrollment_statuses_customer_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON enrollment_statuses
  FOR EACH STATEMENT EXECUTE FUNCTION announce_customer_change();
