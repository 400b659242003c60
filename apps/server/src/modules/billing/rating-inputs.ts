import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  deliveryTariffs,
  intervalReads,
  planPriceComponents,
  type statements,
  taxRates,
} from '../../db/schema/index.ts';
import {
  type CycleUsage,
  type PlanPricing,
  pricingFromRows,
  type TariffRate,
  type TaxRate,
  type UsageUnit,
  usageForCycle,
} from '../rating/index.ts';
import { findPlanOn } from './statement-repository.ts';

type StatementRow = typeof statements.$inferSelect;

export interface RatingInputs {
  plan: PlanPricing;
  planName: string;
  tariff: TariffRate[];
  taxes: TaxRate[];
  usage: CycleUsage;
  /** Days of the cycle whose interval reads were estimated (the meter did not report). */
  estimatedDays: number;
}

/**
 * Everything the rating engine needs to re-rate a stored statement, read from the database:
 * the plan in force when the cycle began (findPlanOn), its price components, the utility's tariff
 * versions, the commodity's tax rates and the cycle's meter reads (usageForCycle decides
 * between interval reads and the read total, as the seed did). An open cycle (bill projection)
 * passes its dates and no usage yet.
 */
export async function loadRatingInputs(
  db: Db,
  s: Pick<StatementRow, 'enrollmentId' | 'periodStart' | 'periodEnd' | 'usage'>,
): Promise<RatingInputs | null> {
  const plan = await findPlanOn(db, s.enrollmentId, s.periodStart);
  if (!plan) return null;
  const commodity = plan.commodity === 'Gas' ? 'gas' : 'electricity';
  const [components, tariff, taxes, reads] = await Promise.all([
    db.select().from(planPriceComponents).where(eq(planPriceComponents.planId, plan.planId)),
    db
      .select({
        effectiveFrom: deliveryTariffs.effectiveFrom,
        customerCharge: deliveryTariffs.customerCharge,
        perUnit: deliveryTariffs.perUnit,
      })
      .from(deliveryTariffs)
      .where(eq(deliveryTariffs.utilityId, plan.utilityId)),
    db
      .select({ code: taxRates.code, rate: taxRates.rate, effectiveFrom: taxRates.effectiveFrom })
      .from(taxRates)
      .where(eq(taxRates.commodity, commodity)),
    db
      .select({ date: intervalReads.readDate, wh: intervalReads.wh, estimated: intervalReads.estimated })
      .from(intervalReads)
      .where(
        and(
          eq(intervalReads.enrollmentId, s.enrollmentId),
          gte(intervalReads.readDate, s.periodStart),
          lte(intervalReads.readDate, s.periodEnd),
        ),
      )
      .orderBy(asc(intervalReads.readDate)),
  ]);
  return {
    plan: pricingFromRows(commodity, plan.uom as UsageUnit, components),
    planName: plan.planName,
    tariff,
    taxes,
    usage: usageForCycle({ start: s.periodStart, end: s.periodEnd }, reads, s.usage),
    estimatedDays: reads.filter((r) => r.estimated).length,
  };
}
