-- Interval usage (usage-smt-history) joins the customer cache as the reply's JSON text
-- (db/customer-cache.ts, findText). The meter data arrives past the app, a day of many meters
-- at a time, so a change to interval_reads announces the owners of the enrollments it touched
-- once per statement, from its transition tables, rather than once per row: a load of a
-- million meter-days costs one query here, not a million. The unit the reply carries comes
-- from the enrollment's plan and utility, which 0031 already announces.
-- Emptying the table at once (TRUNCATE) announces '*'.
CREATE FUNCTION announce_interval_read_owners() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('customer_change', e.customer_id::text)
    FROM (SELECT DISTINCT enrollment_id FROM added) AS touched
    JOIN enrollments e ON e.id_enrollment = touched.enrollment_id
    GROUP BY e.customer_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('customer_change', e.customer_id::text)
    FROM (SELECT DISTINCT enrollment_id FROM removed) AS touched
    JOIN enrollments e ON e.id_enrollment = touched.enrollment_id
    GROUP BY e.customer_id;
  ELSE
    PERFORM pg_notify('customer_change', e.customer_id::text)
    FROM (SELECT enrollment_id FROM added UNION SELECT enrollment_id FROM removed) AS touched
    JOIN enrollments e ON e.id_enrollment = touched.enrollment_id
    GROUP BY e.customer_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER interval_reads_added
  AFTER INSERT ON interval_reads REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION announce_interval_read_owners();
--> statement-breakpoint
CREATE TRIGGER interval_reads_changed
  AFTER UPDATE ON interval_reads REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION announce_interval_read_owners();
--> statement-breakpoint
CREATE TRIGGER interval_reads_removed
  AFTER DELETE ON interval_reads REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION announce_interval_read_owners();
--> statement-breakpoint
CREATE TRIGGER interval_reads_emptied
  AFTER TRUNCATE ON interval_reads
  FOR EACH STATEMENT EXECUTE FUNCTION announce_customer_change();
