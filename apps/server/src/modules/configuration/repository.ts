import { configurationParameters as contractSchema, type ConfigurationParameters } from '@myaccount/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { brandConfigurationOverrides, configurationParameters, customers } from '../../db/schema/index.ts';

/** Every parameter's value for one customer's brand (20 server rules read it: prepared). */
const parametersQuery = preparedPerDatabase((db) => {
  const brandOfCustomer = sql`(select ${customers.brandId} from ${customers} where ${customers.id} = ${sql.placeholder('customerId')})`;
  return db
    .select({
      name: configurationParameters.name,
      value: sql<unknown>`coalesce(${brandConfigurationOverrides.value}, ${configurationParameters.value})`,
    })
    .from(configurationParameters)
    .leftJoin(
      brandConfigurationOverrides,
      and(
        eq(brandConfigurationOverrides.name, configurationParameters.name),
        eq(brandConfigurationOverrides.brandId, brandOfCustomer),
      ),
    )
    .orderBy(asc(configurationParameters.name))
    .prepare('configuration_parameters');
});

/**
 * The parameters that apply to one customer, as one object keyed by name: the portal-wide
 * values with their brand's overrides on top. The app and every server rule (gateway
 * protocol, allowed payment types, drop window) read this same merge, so they always agree.
 * The jsonb values are checked against the contract, so a bad row surfaces as a logged 500
 * rather than a confused app.
 */
export async function loadConfigurationParameters(
  db: Db,
  customerId: number,
): Promise<ConfigurationParameters> {
  const rows = await parametersQuery(db).execute({ customerId });
  return contractSchema.parse(Object.fromEntries(rows.map((row) => [row.name, row.value])));
}
