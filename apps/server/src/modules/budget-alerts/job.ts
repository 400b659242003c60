import type { Db } from '../../db/client.ts';
import { marketToday } from '../billing/index.ts';
import { projectBill } from '../bill-projection/index.ts';
import { alertsFor } from './alerts.ts';
import { claimAlert, findBudgetedEnrollments, sendAlert } from './repository.ts';

/**
 * One pass of the budget alerts job: projects every budgeted enrollment's open cycle and
 * tells its customer once per cycle and kind, in the bell and by mail (worded in the
 * contract's notification templates; the mail job sends what it queued). The claim, the
 * notification and the mail commit together, so a crash leaves neither, and a claim already taken (an earlier run, another
 * server) sends nothing. Returns how many notifications it sent.
 */
export async function runBudgetAlerts(db: Db, today = marketToday()): Promise<number> {
  let sent = 0;
  for (const e of await findBudgetedEnrollments(db)) {
    const projection = await projectBill(db, e.enrollmentId, today);
    if (!projection) continue;
    for (const alert of alertsFor(projection, e.monthlyAmount)) {
      const done = await db.transaction(async (tx) => {
        if (!(await claimAlert(tx, e.enrollmentId, projection.cycleStart, alert.kind))) return false;
        await sendAlert(tx, { ...e, cycleStart: projection.cycleStart }, alert);
        return true;
      });
      if (done) sent += 1;
    }
  }
  return sent;
}
