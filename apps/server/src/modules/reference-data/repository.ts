import type { DropCode, MeterLookupResult, State } from '@myaccount/contract';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cachedPerDatabase } from '../../db/reference-cache.ts';
import { cities, counties, dropReasonCodes, premises, states } from '../../db/schema/index.ts';

/** The states, read once per database: only the seed writes them (see reference-cache.ts). */
export const listStates = cachedPerDatabase(async (db): Promise<State[]> => {
  const rows = await db.select().from(states).orderBy(asc(states.name));
  return rows.map((s) => ({
    id_state: s.idState,
    code: s.code,
    name: s.name,
    markets: s.markets,
    disabled: s.markets.length === 0,
  }));
});

export async function stateExists(db: Db, stateId: number): Promise<boolean> {
  const [row] = await db.select({ id: states.idState }).from(states).where(eq(states.idState, stateId));
  return row !== undefined;
}

export async function countyExists(db: Db, countyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: counties.idCounty })
    .from(counties)
    .where(eq(counties.idCounty, countyId));
  return row !== undefined;
}

export function listCounties(db: Db, stateId: number) {
  return db
    .select({ id_county: counties.idCounty, name: counties.name })
    .from(counties)
    .where(eq(counties.stateId, stateId))
    .orderBy(asc(counties.name));
}

export function listCities(db: Db, countyId: number) {
  return db
    .select({ id_city: cities.idCity, name: cities.name })
    .from(cities)
    .where(eq(cities.countyId, countyId))
    .orderBy(asc(cities.name));
}

/** `%`, `_` and `\` typed by the user are literal characters, not LIKE wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The SQL of the prefix match, exported so a test can check the index serves it. */
export const addressPrefixCondition = (prefix: string) =>
  like(sql`lower(${premises.address})`, `${escapeLike(prefix.toLowerCase())}%`);

/**
 * Premises whose address starts with `prefix` (case-insensitive), optionally in one ZIP code
 * and of one customer type. Served by the premises_address_prefix index.
 */
export function findPremisesByAddressPrefix(
  db: Db,
  filter: { prefix: string; zipCode: string; customerType: string; limit: number },
): Promise<MeterLookupResult[]> {
  return db
    .select({ esiid: premises.esiid, address: premises.address, zipcode: premises.zipcode })
    .from(premises)
    .where(
      and(
        addressPrefixCondition(filter.prefix),
        filter.zipCode ? eq(premises.zipcode, filter.zipCode) : undefined,
        filter.customerType ? eq(premises.customerType, filter.customerType) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${premises.address})`), asc(premises.esiid))
    .limit(filter.limit);
}

export async function listDropCodes(
  db: Db,
  utilityId: number,
  onlySelectable: boolean,
  language: 'en' | 'es',
): Promise<DropCode[]> {
  const rows = await db
    .select()
    .from(dropReasonCodes)
    .where(
      and(
        eq(dropReasonCodes.utilityId, utilityId),
        onlySelectable ? eq(dropReasonCodes.selectableByCustomer, true) : undefined,
      ),
    )
    .orderBy(asc(dropReasonCodes.id));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    description: language === 'es' ? r.descriptionEs : r.description,
    selectable_by_customer: r.selectableByCustomer,
  }));
}
