import type { BillChange, BillComparison, BillPeriodFacts } from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { addMonths, daysBetween } from '../billing/index.ts';
import { findWeather, findZoneOfEnrollment, periodWeather, type WeatherDay } from '../weather/index.ts';
import { attributeChange, type BillFacts, type BillLine } from './attribute.ts';
import { kindOfLine } from './line-kinds.ts';
import {
  findLinesOfStatements,
  findStatementHistory,
  findUsageUnit,
  type StatementOfHistory,
} from './repository.ts';
import { weatherSensitivity } from './sensitivity.ts';

/** The statement compared as "same cycle last year" ends within this many days of a year before. */
const LAST_YEAR_TOLERANCE_DAYS = 20;

interface Period {
  statement: StatementOfHistory;
  facts: BillFacts;
  /** False when the weather table does not cover every day of the period. */
  weatherKnown: boolean;
  meanTempF: number | null;
}

function periodOf(s: StatementOfHistory, lines: BillLine[], weather: WeatherDay[]): Period {
  const days = daysBetween(s.periodStart, s.periodEnd) + 1;
  const own = weather.filter((w) => w.day >= s.periodStart && w.day <= s.periodEnd);
  const w = periodWeather(own);
  const weatherKnown = own.length === days;
  return {
    statement: s,
    facts: {
      days,
      usage: s.usage,
      estimated: s.estimated,
      total: s.total,
      lines,
      coolingDegreeDays: w.cooling,
      heatingDegreeDays: w.heating,
    },
    weatherKnown,
    meanTempF: weatherKnown ? Math.round(w.meanF * 10) / 10 : null,
  };
}

function factsOf(p: Period): BillPeriodFacts {
  const energy = p.facts.lines.filter((l) => kindOfLine(l.code) === 'plan_usage');
  const units = energy.reduce((a, l) => a + l.quantity, 0);
  const credit = p.facts.lines
    .filter((l) => kindOfLine(l.code) === 'credit')
    .reduce((a, l) => a + l.amount, 0);
  return {
    custStatementTkn: p.statement.token,
    periodStart: p.statement.periodStart,
    periodEnd: p.statement.periodEnd,
    days: p.facts.days,
    usage: p.facts.usage,
    estimated: p.facts.estimated,
    total: p.facts.total,
    meanTempF: p.meanTempF,
    coolingDegreeDays: Math.round(p.facts.coolingDegreeDays * 10) / 10,
    heatingDegreeDays: Math.round(p.facts.heatingDegreeDays * 10) / 10,
    energyRate: energy.length
      ? units
        ? energy.reduce((a, l) => a + l.quantity * l.unitPrice, 0) / units
        : energy[0]!.unitPrice
      : null,
    billCredit: Math.round(-credit * 100) / 100,
  };
}

/** The statement that ended closest to a year before this one, if one ended near enough. */
function sameCycleLastYear(history: StatementOfHistory[], current: StatementOfHistory) {
  const target = addMonths(current.periodEnd, -12);
  const near = history
    .filter((s) => Math.abs(daysBetween(s.periodEnd, target)) <= LAST_YEAR_TOLERANCE_DAYS)
    .sort((a, b) => Math.abs(daysBetween(a.periodEnd, target)) - Math.abs(daysBetween(b.periodEnd, target)));
  return near[0];
}

/**
 * Why a statement differs from the previous one and from the same cycle last year. A token
 * that is unknown, or that belongs to another enrollment, answers 404 like the PDF does.
 */
export async function explainStatement(db: Db, enrollmentId: number, token: string): Promise<BillChange> {
  const history = await findStatementHistory(db, enrollmentId);
  const index = history.findIndex((s) => s.token === token);
  if (index < 0) throw new AppError('not_found', 'Statement not found.');
  const current = history[index]!;
  const earlier = history.slice(0, index + 1);
  const references = [
    { basis: 'previous' as const, statement: history[index - 1] },
    { basis: 'last_year' as const, statement: sameCycleLastYear(earlier, current) },
  ].filter((r): r is { basis: 'previous' | 'last_year'; statement: StatementOfHistory } => !!r.statement);

  const zone = await findZoneOfEnrollment(db, enrollmentId);
  const [weather, lines, unit] = await Promise.all([
    findWeather(db, zone, earlier[0]!.periodStart, current.periodEnd),
    findLinesOfStatements(db, [current.id, ...references.map((r) => r.statement.id)]),
    findUsageUnit(db, enrollmentId),
  ]);
  const periods = earlier.map((s) => periodOf(s, lines.get(s.id) ?? [], weather));
  // The customer's weather sensitivity from every period up to this bill with known weather.
  const sensitivity = weatherSensitivity(periods.filter((p) => p.weatherKnown).map((p) => p.facts));
  const now = periods[index]!;

  const comparisons: BillComparison[] = references.map(({ basis, statement }) => {
    const then = periods.find((p) => p.statement.id === statement.id)!;
    const weatherKnown = then.weatherKnown && now.weatherKnown;
    const drivers = attributeChange(
      then.facts,
      now.facts,
      weatherKnown ? sensitivity : { perCoolingDegreeDay: 0, perHeatingDegreeDay: 0 },
    );
    return {
      basis,
      before: factsOf(then),
      change: Math.round((now.facts.total - then.facts.total) * 100) / 100,
      drivers,
    };
  });
  return { unit, statement: factsOf(now), comparisons };
}
