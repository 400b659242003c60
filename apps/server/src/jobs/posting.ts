import { marketToday } from '@myaccount/contract';
import type { Db } from '../db/client.ts';
import { postCapturedBatch } from '../modules/payments/index.ts';

const BATCH = 100;

/** Posts every captured charge into payment history (spec §7 pending → history), a batch at a time. */
export async function postCapturedCharges(db: Db, today = marketToday()): Promise<number> {
  let total = 0;
  for (;;) {
    const posted = await postCapturedBatch(db, today, BATCH);
    total += posted;
    if (posted < BATCH) return total;
  }
}
