import {
  type Charge,
  chargeUnit,
  type Statement,
  type StatementSummary,
  type UsageRecord,
  type UsageSeries,
  type UsageSmtHistory,
  type UsageSmtRequest,
  usageUnit,
} from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { todayIso } from './calendar.ts';
import { findDayReads, sumReadsByBucket } from './interval-repository.ts';
import { findPlanOn } from './statement-repository.ts';
import {
  type StatementRow,
  type UsageRecordRow,
  findCharges,
  findStatementSummary,
  findStatements,
  findUsageRecords,
} from './repository.ts';
import {
  type Window,
  bucketLabels,
  compareWindow,
  quarterHourSeries,
  toSeries,
  validateWindow,
} from './usage-intervals.ts';

/** Null while the billing system has not billed the enrollment yet. */
export async function getStatementSummary(db: Db, enrollmentId: number): Promise<StatementSummary | null> {
  const row = await findStatementSummary(db, enrollmentId);
  if (!row) return null;
  return {
    billingAccount: row.billingAccount,
    stmtBalanceAmt: row.stmtBalanceAmt,
    overdueBalanceAmt: row.overdueBalanceAmt,
    lastPaymentAmt: row.lastPaymentAmt,
    nextDueDate: row.nextDueDate,
    lastPaymentDate: row.lastPaymentDate,
  };
}

export async function listCharges(db: Db, enrollmentId: number): Promise<Charge[]> {
  const rows = await findCharges(db, enrollmentId);
  return rows.map((c) => ({
    charge_Date: c.chargeDate,
    type_Desc: c.typeDesc,
    code: c.code,
    unit: chargeUnit.parse(c.unit),
    customer_Charge: c.customerCharge,
    energy_Price: c.energyPrice,
    tax: c.tax,
    total: c.total,
    billed_Usage: c.billedUsage,
  }));
}

export function toStatement(s: StatementRow): Statement {
  return {
    custStatementTkn: s.custStatementTkn,
    custStatementNum: s.custStatementNum,
    mailingDate: s.mailingDate,
    delinquentDate: s.delinquentDate,
    totalStmtAmt: s.totalStmtAmt,
    currentStmtBalance: s.currentStmtBalance,
    pastDueBalance: s.pastDueBalance,
    daysPastDueNum: s.daysPastDueNum,
  };
}

export async function listStatements(db: Db, enrollmentId: number): Promise<Statement[]> {
  return (await findStatements(db, enrollmentId)).map(toStatement);
}

export function toUsageRecord(u: UsageRecordRow): UsageRecord {
  return {
    usageNum: u.usageNum,
    usageChargeAmount: u.usageChargeAmount,
    beginReadDate: u.beginReadDate,
    endReadDate: u.endReadDate,
    periodName: u.periodName,
    annotation: u.annotation,
    annotation_code: u.annotationCode,
    usageNumEstimated: u.usageNumEstimated,
    usageNumDiscount: u.usageNumDiscount,
    usageNumNotDiscount: u.usageNumNotDiscount,
    usageNumDiscountEstimated: u.usageNumDiscountEstimated,
    usageNumNotDiscountEstimated: u.usageNumNotDiscountEstimated,
  };
}

export async function listUsageHistory(db: Db, enrollmentId: number): Promise<UsageRecord[]> {
  return (await findUsageRecords(db, enrollmentId)).map(toUsageRecord);
}

async function seriesFor(
  db: Db,
  enrollmentId: number,
  window: Window,
  period: UsageSmtRequest['period'],
  metered: boolean,
): Promise<UsageSeries> {
  // A gas meter is read once a cycle: every bucket is empty, never a watt-hour figure in CCF.
  if (!metered) return toSeries(window, bucketLabels(window, period), new Map());
  if (period === '15-minute') {
    // Nothing to add up: the stored days already hold the 96 quarter hours.
    return quarterHourSeries(window, await findDayReads(db, enrollmentId, window.startDate, window.endDate));
  }
  const sums = await sumReadsByBucket(db, enrollmentId, window.startDate, window.endDate, period);
  const values = new Map(sums.map((s) => [s.bucket, { wh: s.wh, estimated: s.estimated }]));
  return toSeries(window, bucketLabels(window, period), values);
}

/** Interval usage of a window by `period`, with the comparison window when asked for. */
export async function getUsageSmtHistory(
  db: Db,
  enrollmentId: number,
  request: UsageSmtRequest,
  today = todayIso(),
): Promise<UsageSmtHistory> {
  const window = validateWindow(request, today);
  const compare = request.comparePeriod ? compareWindow(window, request.comparePeriod) : null;
  // The utility's unit (its uom); only electric meters send interval reads, in watt-hours.
  const unit = usageUnit.catch('kWh').parse((await findPlanOn(db, enrollmentId, window.endDate))?.uom);
  const metered = unit === 'kWh';
  const [current, previous] = await Promise.all([
    seriesFor(db, enrollmentId, window, request.period, metered),
    compare ? seriesFor(db, enrollmentId, compare, request.period, metered) : null,
  ]);
  return { period: request.period, unit, current, compare: previous };
}
