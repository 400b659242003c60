import { configurationParameters as contractSchema, type ConfigurationParameters } from '@myaccount/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { configurationParameters } from '../../db/schema/index.ts';

/**
 * All parameters as one object keyed by name. The jsonb values are checked against the
 * contract, so a bad row surfaces as a logged 500 rather than a confused app.
 */
export async function loadConfigurationParameters(db: Db): Promise<ConfigurationParameters> {
  const rows = await db
    .select({ name: configurationParameters.name, value: configurationParameters.value })
    .from(configurationParameters)
    .orderBy(asc(configurationParameters.name));
  return contractSchema.parse(Object.fromEntries(rows.map((row) => [row.name, row.value])));
}
