import {
  type Charge,
  chargeUnit,
  type Statement,
  type StatementSummary,
  MARKET_TIME_ZONE,
  type UsageRecord,
  type UsageSmtHistory,
  type UsageSmtRequest,
  usageUnit,
} from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { marketToday } from './calendar.ts';
import { type DayReads, findDayReads } from './interval-repository.ts';
import { findPlanOn } from './statement-repository.ts';
import {
  type StatementRow,
  type UsageRecordRow,
  findCharges,
  findStatementSummary,
  findStatements,
  findUsageRecords,
} from './repository.ts';
import { type Window, buildSeries, compareWindow, storedDaysOf, validateWindow } from './usage-intervals.ts';

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

/**
 * Meters follow the premise's wall clock; every premise served is in ERCOT Texas, on Central
 * time (the exports' `zoneOfState` answers the same for every state they know).
 */
const METER_TIME_ZONE = MARKET_TIME_ZONE;

/** The stored meter-days a window needs (one before it: see storedDaysOf). */
function readDaysOf(db: Db, enrollmentId: number, window: Window) {
  const stored = storedDaysOf(window);
  return findDayReads(db, enrollmentId, stored.startDate, stored.endDate);
}

/** Interval usage of a window by `period`, with the comparison window when asked for. */
export async function getUsageSmtHistory(
  db: Db,
  enrollmentId: number,
  request: UsageSmtRequest,
  today = marketToday(),
): Promise<UsageSmtHistory> {
  const window = validateWindow(request, today);
  const compare = request.comparePeriod ? compareWindow(window, request.comparePeriod) : null;
  // The plan and the reads are asked for at once: the reads do not wait on the unit.
  const [plan, currentDays, compareDays] = await Promise.all([
    findPlanOn(db, enrollmentId, window.endDate),
    readDaysOf(db, enrollmentId, window),
    compare ? readDaysOf(db, enrollmentId, compare) : null,
  ]);
  // The utility's unit (its uom); only electric meters send interval reads, in watt-hours. A gas
  // meter is read once a cycle: every bucket is empty, never a watt-hour figure in CCF.
  const unit = usageUnit.catch('kWh').parse(plan?.uom);
  const seriesOf = (w: Window, days: DayReads[]) =>
    buildSeries(w, request.period, unit === 'kWh' ? days : [], METER_TIME_ZONE);
  const current = seriesOf(window, currentDays);
  const previous = compare && compareDays ? seriesOf(compare, compareDays) : null;
  return { period: request.period, unit, timeZone: METER_TIME_ZONE, current, compare: previous };
}
