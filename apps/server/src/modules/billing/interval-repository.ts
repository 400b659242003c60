import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { intervalReads } from '../../db/schema/index.ts';

export interface DayReads {
  readDate: string;
  wh: number[];
  estimated: boolean;
}

/**
 * Each day's 96 readings travel as JSON (array_to_json), which the driver parses with the
 * native JSON.parse: as an integer[] they went through the drivers' text-array parser and
 * drizzle's per-element mapping, most of the time a year of 15-minute usage took.
 */
const dayReadsQuery = preparedPerDatabase((db) =>
  db
    .select({
      readDate: intervalReads.readDate,
      wh: sql<number[]>`array_to_json(${intervalReads.wh})`,
      estimated: intervalReads.estimated,
    })
    .from(intervalReads)
    .where(
      and(
        eq(intervalReads.enrollmentId, sql.placeholder('enrollmentId')),
        between(intervalReads.readDate, sql.placeholder('from'), sql.placeholder('to')),
      ),
    )
    .orderBy(asc(intervalReads.readDate))
    .prepare('interval_day_reads'),
);

/** The stored meter-days of a window, oldest first (the 15-minute view needs every slot). */
export async function findDayReads(db: Db, enrollmentId: number, from: string, to: string) {
  const rows = await dayReadsQuery(db).execute({ enrollmentId, from, to });
  return rows.map((r): DayReads => ({ readDate: r.readDate, wh: r.wh, estimated: r.estimated !== 0 }));
}
