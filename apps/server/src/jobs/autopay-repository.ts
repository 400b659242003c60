import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export interface AutopayCandidate {
  enrollmentId: number;
  customerId: number;
  customerProfileToken: string;
  paymentProfileToken: string;
  paymentTypeId: number;
  balance: number;
  /** Approved or unsettled portal payments not posted yet: autopay charges only the rest. */
  pending: number;
  dueDate: string;
  language: string;
}

/**
 * Active autopay arrangements whose statement falls due between `from` and `to`, with a
 * balance, a live method and a start date on or before the due date.
 */
export async function findAutopayCandidates(db: Db, from: string, to: string): Promise<AutopayCandidate[]> {
  const result = await db.execute(sql`
    select rb.enrollment_id as "enrollmentId", e.customer_id as "customerId",
      pp.customer_profile_token as "customerProfileToken", pp.payment_profile_token as "paymentProfileToken",
      pp.payment_type_id as "paymentTypeId", s.stmt_balance_amt::float8 as "balance",
      coalesce((select sum(ct.amount) from charge_transactions ct
        where ct.enrollment_id = rb.enrollment_id and ct.payment_purpose <> 1
          and ct.status in ('approved', 'processing', 'unknown') and not ct.sent_to_billing_system), 0)::float8 as "pending",
      to_char(s.next_due_date, 'YYYY-MM-DD') as "dueDate", c.preferred_language as "language"
    from recurring_billing rb
    join enrollments e on e.id_enrollment = rb.enrollment_id
    join customers c on c.id = e.customer_id
    join payment_profiles pp on pp.id = rb.payment_profile_id and pp.deleted_at is null
    join statement_summaries s on s.enrollment_id = rb.enrollment_id
    where rb.cancelled_at is null and s.stmt_balance_amt > 0
      and s.next_due_date between ${from}::date and ${to}::date
      and s.next_due_date >= rb.date_from
    order by rb.enrollment_id`);
  return (result as unknown as { rows: AutopayCandidate[] }).rows;
}
