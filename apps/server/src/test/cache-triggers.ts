import { sql } from 'drizzle-orm';
import type { TestApp } from './build-test-app.ts';

/**
 * Runs `write` with `trigger` of `table` off, so only the app's own drop on commit can tell the
 * customer cache of it; afterwards the trigger is back and the cache emptied, as a restart would.
 */
export async function withTriggerOff(
  t: TestApp,
  table: string,
  trigger: string,
  write: () => Promise<unknown>,
): Promise<void> {
  await t.db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
  try {
    await write();
  } finally {
    await t.db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
    t.app.customerCache.forgetAll();
  }
}
