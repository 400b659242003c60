import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { brands, customers, deliveryTariffs, plans, utilities } from '../schema/index.ts';
import type { TariffRate } from '../../modules/rating/index.ts';
import { demoUtilities, type UtilityKey } from './catalog.ts';
import { addDays, addMonths, type IsoDate } from './dates.ts';
import { type BrandKey, type DemoPlan, demoPlans, planKey } from './plans.ts';

export const loadUserName = (i: number) => `load${String(i).padStart(5, '0')}`;

type PlanChoice = { id: number; plan: DemoPlan };

/** Electric plans in the database by brand and utility, matched to the catalog by name. */
export async function planChoices(db: Db) {
  const brandRows = await db.select({ id: brands.idSite, name: brands.systemName }).from(brands);
  const utilityRows = await db
    .select({ id: utilities.idUtility, name: utilities.formalName })
    .from(utilities);
  const planRows = await db
    .select({ id: plans.idPlan, brandId: plans.brandId, utilityId: plans.utilityId, name: plans.name })
    .from(plans);
  const brandOf = new Map(brandRows.map((b) => [b.id, b.name as BrandKey]));
  const utilityOf = new Map(
    utilityRows.map((u) => [u.id, demoUtilities.find((d) => d.row.formalName === u.name)]),
  );
  const byArea = new Map<string, PlanChoice[]>();
  for (const row of planRows) {
    const utility = utilityOf.get(row.utilityId);
    const brand = brandOf.get(row.brandId);
    const plan = utility && brand && demoPlans.find((p) => p.key === planKey(brand, row.name, utility.key));
    if (!plan || plan.commodity !== 'electricity') continue;
    const key = `${brand}:${utility!.key}`;
    byArea.set(key, [...(byArea.get(key) ?? []), { id: row.id, plan }]);
  }
  return { brandIds: new Map(brandRows.map((b) => [b.name, b.id])), byArea };
}

/** The current contract: fixed terms renew back to back from the service start. */
export function contract(serviceStart: IsoDate, terms: number, today: IsoDate) {
  if (terms <= 1) return { contractStartDate: serviceStart, contractEndDate: null };
  let startDate = serviceStart;
  while (addMonths(startDate, terms) <= today) startDate = addMonths(startDate, terms);
  return { contractStartDate: startDate, contractEndDate: addDays(addMonths(startDate, terms), -1) };
}

export async function nextIndex(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(substring(${customers.userName} from 5)::int), 0)::int` })
    .from(customers)
    .where(sql`${customers.userName} ~ '^load[0-9]+$'`);
  return (row?.n ?? 0) + 1;
}

/** The delivery tariffs the demo seed stored, by utility: synthetic bills use the same ones. */
export async function seededTariffs(db: Db): Promise<Map<UtilityKey, TariffRate[]>> {
  const rows = await db
    .select({
      name: utilities.formalName,
      effectiveFrom: deliveryTariffs.effectiveFrom,
      customerCharge: deliveryTariffs.customerCharge,
      perUnit: deliveryTariffs.perUnit,
    })
    .from(deliveryTariffs)
    .innerJoin(utilities, eq(utilities.idUtility, deliveryTariffs.utilityId));
  const byKey = new Map<UtilityKey, TariffRate[]>();
  for (const { name, ...rate } of rows) {
    const key = demoUtilities.find((u) => u.row.formalName === name)?.key;
    if (key) byKey.set(key, [...(byKey.get(key) ?? []), rate]);
  }
  return byKey;
}
