import { and, asc, between, eq, sql } from 'drizzle-orm';
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

export type Grouping = 'hourly' | 'daily' | 'monthly';

/**
 * Bucket labels built in SQL so they match the labels the service generates for the whole
 * window. Slot `ord` (1-based) of a day covers minutes (ord-1)*15 .. ord*15.
 */
const bucketOf: Record<Grouping, ReturnType<typeof sql>> = {
  hourly: sql`to_char(r.read_date, 'YYYY-MM-DD') || 'T' || lpad(((s.ord - 1) / 4)::text, 2, '0') || ':00'`,
  daily: sql`to_char(r.read_date, 'YYYY-MM-DD')`,
  monthly: sql`to_char(r.read_date, 'YYYY-MM')`,
};

export interface BucketSum {
  bucket: string;
  wh: number;
  estimated: boolean;
}

/**
 * Watt-hours summed per bucket in the database: the 96 values of each stored day are
 * unnested and grouped, so a year at hourly grain returns 8,760 rows instead of 35,040
 * values. Sums stay integer watt-hours (exact); float8 only so both drivers answer numbers.
 */
export async function sumReadsByBucket(
  db: Db,
  enrollmentId: number,
  from: string,
  to: string,
  grouping: Grouping,
): Promise<BucketSum[]> {
  const bucket = bucketOf[grouping];
  const result = await db.execute(sql`
    select ${bucket} as bucket,
           sum(s.v)::float8 as wh,
           bool_or(r.estimated <> 0) as estimated
      from interval_reads r
      cross join lateral unnest(r.wh) with ordinality as s(v, ord)
     where r.enrollment_id = ${enrollmentId}
       and r.read_date between ${from} and ${to}
     group by 1
     order by 1`);
  return (result as unknown as { rows: BucketSum[] }).rows;
}
