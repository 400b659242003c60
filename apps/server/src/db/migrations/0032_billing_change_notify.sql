-- A statement summary joins the customer cache (db/customer-cache.ts): the running balance with
-- what a payment plan and average billing do to it (payment-help's findBillHelp). Whatever
-- changes one of those announces the enrollment's owner on customer_change as its transaction
-- commits, as 0031 does for the enrollment list:
-- - the summary row itself, any column;
-- - a statement inserted, removed, or its total, mailing date or enrollment changed (average
--   billing's deferred balance sums the bills since joining; settling a statement's open balance
--   changes none of that, so a payment's settling announces nothing of its own);
-- - a payment plan or average billing started, ended or changed;
-- - a plan's instalments: the owner of the plan's enrollment.
-- Emptying one of these tables at once (TRUNCATE) announces '*'.
CREATE FUNCTION announce_plan_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('customer_change', owner::text)
  FROM (SELECT DISTINCT e.customer_id AS owner
        FROM deferred_plans p JOIN enrollments e ON e.id_enrollment = p.enrollment_id
        WHERE (TG_OP <> 'INSERT' AND p.id = OLD.plan_id)
           OR (TG_OP <> 'DELETE' AND p.id = NEW.plan_id)) AS owners;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER statement_summaries_customer_change
  AFTER INSERT OR UPDATE OR DELETE ON statement_summaries
  FOR EACH ROW EXECUTE FUNCTION announce_enrollment_owner();
--> statement-breakpoint
CREATE TRIGGER statements_customer_change
  AFTER INSERT OR UPDATE OF total_stmt_amt, mailing_date, enrollment_id OR DELETE ON statements
  FOR EACH ROW EXECUTE FUNCTION announce_enrollment_owner();
--> statement-breakpoint
CREATE TRIGGER deferred_plans_customer_change
  AFTER INSERT OR UPDATE OR DELETE ON deferred_plans
  FOR EACH ROW EXECUTE FUNCTION announce_enrollment_owner();
--> statement-breakpoint
CREATE TRIGGER deferred_plan_installments_customer_change
  AFTER INSERT OR UPDATE OR DELETE ON deferred_plan_installments
  FOR EACH ROW EXECUTE FUNCTION announce_plan_owner();
--> statement-breakpoint
CREATE TRIGGER average_billing_customer_change
  AFTER INSERT OR UPDATE OR DELETE ON average_billing
  FOR EACH ROW EXECUTE FUNCTION announce_enrollment_owner();
--> statement-breakpoint
CREATE TRIGGER statement_summaries_emptied
  AFTER TRUNCATE ON statement_summaries
  FOR EACH STATEMENT EXECUTE FUNCTION announce_customer_change();
--> statement-breakpoint
CREATE TRIGGER statements_emptied
  AFTER TRUNCATE ON statements
  FOR EACH STATEMENT EXECUTE FUNCTION announce_customer_change();
--> statement-breakpoint
CREATE TRIGGER deferred_plans_emptied
  AFTER TRUNCATE ON deferred_plans
  FOR EACH STATEMENT EXECUTE FUNCTION announce_customer_change();
--> statement-breakpoint
CREATE TRIGGER deferred_plan_installments_emptied
  AFTER TRUNCATE ON deferred_plan_installments
  FOR EACH STATEMENT EXECUTE FUNCTION announce_customer_change();
--> statement-breakpoint
CREATE TRIGGER average_billing_emptied
  AFTER TRUNCATE ON average_billing
  FOR EACH STATEMENT EXECUTE FUNCTION announce_customer_change();
