import type { Db } from '../client.ts';
import { forgetReferenceReads } from '../reference-cache.ts';
import {
  brandConfigurationOverrides,
  brands,
  cities,
  commodities,
  configurationParameters,
  counties,
  deliveryTariffs,
  dropReasonCodes,
  enrollmentStatuses,
  planPriceComponents,
  plans,
  premises,
  states,
  taxRates,
  utilities,
} from '../schema/index.ts';
import { rowsOfPricing } from '../../modules/rating/index.ts';
import { demoBrandOverrides, demoBrands, demoConfiguration } from './brands-config.ts';
import {
  type CommodityKey,
  demoCommodities,
  demoDropReasons,
  demoStatuses,
  demoUtilities,
  type StatusKey,
  type UtilityKey,
  utilityByKey,
} from './catalog.ts';
import type { IsoDate } from './dates.ts';
import { demoPricing, demoTariff, demoTaxes } from './rating-data.ts';
import { demoStates, texasCounties } from './geography.ts';
import { insertMany } from './insert.ts';
import { type BrandKey, type DemoPlan, demoPlans } from './plans.ts';
import { buildPremises } from './premises.ts';
import type { CustomerSpec } from './customer-types.ts';

/** Database ids of the reference rows, by the keys the seed modules use. */
/** What the rating engine reads: plan price components, delivery tariffs, tax rates. */
async function loadRatingData(db: Db, ref: RefIds, today: IsoDate) {
  await db
    .insert(planPriceComponents)
    .values(
      [...ref.plan.values()].flatMap(({ id, plan }) =>
        rowsOfPricing(demoPricing(plan, utilityByKey(plan.utility))).map((row) => ({ ...row, planId: id })),
      ),
    );
  await db
    .insert(deliveryTariffs)
    .values(
      demoUtilities.flatMap((u) =>
        demoTariff(u, today).map((t) => ({ ...t, utilityId: ref.utility[u.key] })),
      ),
    );
  await db
    .insert(taxRates)
    .values(
      (['electricity', 'gas'] as const).flatMap((commodity) =>
        demoTaxes[commodity].map((t) => ({ ...t, commodity })),
      ),
    );
}

export interface RefIds {
  brand: Record<BrandKey, number>;
  utility: Record<UtilityKey, number>;
  commodity: Record<CommodityKey, number>;
  status: Record<StatusKey, number>;
  plan: Map<string, { id: number; plan: DemoPlan }>;
}

/** Ids come back from RETURNING in VALUES order; keyed here so nothing assumes serial = 1. */
function byKey<K extends string>(keys: K[], ids: number[]): Record<K, number> {
  return Object.fromEntries(keys.map((k, i) => [k, ids[i]])) as Record<K, number>;
}

export async function loadReference(db: Db, customers: CustomerSpec[], today: IsoDate): Promise<RefIds> {
  const brandIds = await db.insert(brands).values(demoBrands).returning({ id: brands.idSite });
  await db.insert(configurationParameters).values(demoConfiguration);

  const stateIds = await db.insert(states).values(demoStates).returning({ id: states.idState });
  // Reads cached before these rows existed (an empty brand list) must not outlive them.
  forgetReferenceReads(db);
  const texasId = stateIds[0]!.id;
  const countyNames = Object.keys(texasCounties);
  const countyIds = await db
    .insert(counties)
    .values(countyNames.map((name) => ({ stateId: texasId, name })))
    .returning({ id: counties.idCounty });
  await db
    .insert(cities)
    .values(
      countyNames.flatMap((county, i) =>
        texasCounties[county]!.map((name) => ({ countyId: countyIds[i]!.id, name })),
      ),
    );

  const utilityIds = await db
    .insert(utilities)
    .values(demoUtilities.map((u) => u.row))
    .returning({ id: utilities.idUtility });
  const commodityIds = await db
    .insert(commodities)
    .values(
      demoCommodities.map(({ name, billingSystemCommodityName }) => ({ name, billingSystemCommodityName })),
    )
    .returning({ id: commodities.idCommodity });
  const statusIds = await db
    .insert(enrollmentStatuses)
    .values(
      demoStatuses.map(({ code, name, customerText, customerTextEs }) => ({
        code,
        name,
        customerText,
        customerTextEs,
      })),
    )
    .returning({ id: enrollmentStatuses.idStatus });

  const ref: RefIds = {
    brand: byKey(
      ['brightline', 'voltio'],
      brandIds.map((r) => r.id),
    ),
    utility: byKey(
      demoUtilities.map((u) => u.key),
      utilityIds.map((r) => r.id),
    ),
    commodity: byKey(
      demoCommodities.map((c) => c.key),
      commodityIds.map((r) => r.id),
    ),
    status: byKey(
      demoStatuses.map((s) => s.key),
      statusIds.map((r) => r.id),
    ),
    plan: new Map(),
  };

  await db
    .insert(brandConfigurationOverrides)
    .values(demoBrandOverrides.map(({ brand, ...o }) => ({ ...o, brandId: ref.brand[brand] })));

  const planIds = await db
    .insert(plans)
    .values(
      demoPlans.map(({ key: _key, brand, utility, commodity, billCredits: _credits, ...p }) => ({
        ...p,
        brandId: ref.brand[brand],
        utilityId: ref.utility[utility],
        commodityId: ref.commodity[commodity],
      })),
    )
    .returning({ id: plans.idPlan });
  demoPlans.forEach((plan, i) => ref.plan.set(plan.key, { id: planIds[i]!.id, plan }));
  await loadRatingData(db, ref, today);

  await db
    .insert(dropReasonCodes)
    .values(
      demoUtilities.flatMap((u) => demoDropReasons.map((r) => ({ ...r, utilityId: ref.utility[u.key] }))),
    );
  await insertMany(
    db,
    premises,
    buildPremises(customers).map(({ utility, ...p }) => ({ ...p, utilityId: ref.utility[utility] })),
  );
  return ref;
}
