import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { announce, serviceAddressLine } from '../modules/mail/index.ts';
import { marketToday } from '../modules/service-changes/index.ts';

/** Statements mailed this many days ago or less are still news; older ones are not announced. */
const FRESH_DAYS = 7;
/** Paperless: the enrollment's bills arrive by e-mail (delivery method 2). */
const BY_EMAIL = 2;

/**
 * Tells paperless customers their new statement is ready (issue 14): the billing system
 * loads statements; this job announces each one once (event key `bill-ready:<statement>`,
 * so two instances or a rerun never repeat it), with a link to the statement in Billing. Answers how many
 * statements it took up.
 */
export async function announceBillsReady(db: Db, today: string = marketToday()): Promise<number> {
  const result = await db.execute(sql`
    select s.id, s.cust_statement_num as "statementNumber", e.id_enrollment as "enrollmentId", e.customer_id as "customerId", b.branding_name as "brand"
    from statements s
    join enrollments e on e.id_enrollment = s.enrollment_id
    join customers c on c.id = e.customer_id
    join brands b on b.id_site = c.brand_id
    where e.id_method_delivery = ${BY_EMAIL}
      and s.mailing_date between ${today}::date - ${FRESH_DAYS}::int and ${today}::date
      and not exists (select 1 from notifications n where n.event_key = 'bill-ready:' || s.id)
    order by s.id`);
  const rows = (
    result as unknown as {
      rows: {
        id: number;
        statementNumber: string;
        enrollmentId: number;
        customerId: number;
        brand: string;
      }[];
    }
  ).rows;
  for (const row of rows) {
    await db.transaction(async (tx) =>
      announce(tx, row.customerId, {
        key: `bill-ready:${row.id}`,
        kind: 'bill_ready',
        params: { brand: row.brand, address: await serviceAddressLine(tx, row.enrollmentId) },
        // Billing, opened on this statement (its row marked, as the top-bar search does).
        path: `/billing?statement=${encodeURIComponent(row.statementNumber)}`,
      }),
    );
  }
  return rows.length;
}
