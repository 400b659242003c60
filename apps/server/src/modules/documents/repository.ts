import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, commodities, plans, utilities } from '../../db/schema/index.ts';

/** A plan with what its documents print: the brand that sells it, utility and commodity. */
export async function findPlanForDocuments(db: Db, planId: number) {
  const [row] = await db
    .select({
      plan: {
        name: plans.name,
        rate: plans.rate,
        monthlyFee: plans.monthlyFee,
        cancellationFee: plans.cancellationFee,
        cancellationFeeType: plans.cancellationFeeType,
        terms: plans.terms,
        customerType: plans.customerType,
      },
      brand: {
        systemName: brands.systemName,
        brandingName: brands.brandingName,
        formalName: brands.formalName,
        phone: brands.phone,
        customerCareEmail: brands.customerCareEmail,
        urlBase: brands.urlBase,
        officeHours: brands.officeHours,
      },
      utility: { name: utilities.formalName, phone: utilities.phoneNumber, uom: utilities.uom },
      commodity: commodities.name,
    })
    .from(plans)
    .innerJoin(brands, eq(brands.idSite, plans.brandId))
    .innerJoin(utilities, eq(utilities.idUtility, plans.utilityId))
    .innerJoin(commodities, eq(commodities.idCommodity, plans.commodityId))
    .where(eq(plans.idPlan, planId));
  return row;
}

export type PlanForDocuments = NonNullable<Awaited<ReturnType<typeof findPlanForDocuments>>>;
