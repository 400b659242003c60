import { and, asc, between, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { intervalReads } from '../../db/schema/index.ts';

export interface DayReads {
  readDate: string;
  wh: number[];
  estimated: boolean;
}

/** The stored meter-days of a window, oldest first (the 15-minute view needs every slot). */
export async function findDayReads(db: Db, enrollmentId: number, from: string, to: string) {
  const rows = await db
    .select({ readDate: intervalReads.readDate, wh: intervalReads.wh, estimated: intervalReads.estimated })
    .from(intervalReads)
    .where(and(eq(intervalReads.enrollmentId, enrollmentId), between(intervalReads.readDate, from, to)))
    .orderBy(asc(intervalReads.readDate));
  return rows.map((r): DayReads => ({ readDate: r.readDate, wh: r.wh, estimated: r.estimated !== 0 }));
}
