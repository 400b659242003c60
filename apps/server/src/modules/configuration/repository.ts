import { configurationParameters as contractSchema, type ConfigurationParameters } from '@myaccount/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CustomerCache } from '../../db/customer-cache.ts';
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

/**
 * For the app's read of its configuration: the same merge, kept in the customer cache (a change
 * to the parameters, an override or the customer's brand drops it: migration 0030), so the
 * read that every page load makes needs no round trip and no parse.
 */
export function configurationFor(
  cache: CustomerCache,
  db: Db,
  customerId: number,
): Promise<ConfigurationParameters> {
  return cache.find(customerId, 'configuration', () => loadConfigurationParameters(db, customerId));
}
