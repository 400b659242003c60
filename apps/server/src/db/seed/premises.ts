import type { premises } from '../schema/index.ts';
import { type UtilityKey, utilityByKey } from './catalog.ts';
import type { CustomerSpec } from './customer-types.ts';
import { Rng } from './random.ts';

type PremiseRow = Omit<typeof premises.$inferInsert, 'utilityId'> & { utility: UtilityKey };

/** Cities in Texas competitive areas, their ZIP codes and the TDU that serves them. */
export const serviceAreas: { city: string; county: string; zips: string[]; utility: UtilityKey }[] = [
  {
    city: 'Houston',
    county: 'Harris',
    zips: ['77006', '77007', '77008', '77019', '77024', '77096'],
    utility: 'cnp',
  },
  { city: 'Pasadena', county: 'Harris', zips: ['77502', '77504'], utility: 'cnp' },
  { city: 'Katy', county: 'Harris', zips: ['77449', '77494'], utility: 'cnp' },
  { city: 'Dallas', county: 'Dallas', zips: ['75204', '75206', '75214', '75219', '75230'], utility: 'oncor' },
  { city: 'Fort Worth', county: 'Tarrant', zips: ['76107', '76109', '76110', '76116'], utility: 'oncor' },
  { city: 'Arlington', county: 'Tarrant', zips: ['76010', '76013'], utility: 'oncor' },
  { city: 'Plano', county: 'Collin', zips: ['75023', '75024'], utility: 'oncor' },
  { city: 'Corpus Christi', county: 'Nueces', zips: ['78404', '78411', '78412'], utility: 'aep' },
  { city: 'Laredo', county: 'Webb', zips: ['78041', '78045'], utility: 'aep' },
  { city: 'McAllen', county: 'Hidalgo', zips: ['78501', '78504'], utility: 'aep' },
  { city: 'League City', county: 'Galveston', zips: ['77573'], utility: 'tnmp' },
  { city: 'Texas City', county: 'Galveston', zips: ['77590'], utility: 'tnmp' },
  { city: 'Friendswood', county: 'Galveston', zips: ['77546'], utility: 'tnmp' },
];

export const streets = [
  'Main St',
  'Oak Ln',
  'Elm St',
  'Westheimer Rd',
  'Maple Ave',
  'Cedar Ridge Dr',
  'Pecan St',
  'Live Oak St',
  'Bluebonnet Dr',
  'Mockingbird Ln',
  'Magnolia Blvd',
  'Willow Bend Dr',
  'Post Oak Blvd',
  'Bayou Vista Dr',
  'Meadowbrook Dr',
  'Lakeview Dr',
  'Hillcrest Rd',
  'Pinehurst Dr',
  'Sam Houston Pkwy',
  'Lone Star Dr',
];

/** A premise id: the utility prefix padded with digits to the utility's account length. */
export function ldcAccountFor(utility: UtilityKey, rng: Rng): string {
  const u = utilityByKey(utility);
  return u.accountPrefix + rng.digits(u.accountLength - u.accountPrefix.length);
}

/**
 * About 200 premises for the ESIID lookup: the demo customers' power addresses plus
 * deterministic look-alikes spread over the service areas.
 */
export function buildPremises(customers: CustomerSpec[], total = 200): PremiseRow[] {
  const rows: PremiseRow[] = [];
  const seen = new Set<string>();
  for (const c of customers) {
    for (const a of c.addresses) {
      if (utilityByKey(a.utility).commodity !== 'electricity' || seen.has(a.ldcAccount)) continue;
      seen.add(a.ldcAccount);
      const address = a.address2 ? `${a.address1} ${a.address2}` : a.address1;
      rows.push({
        esiid: a.ldcAccount,
        address,
        city: a.city,
        state: 'TX',
        zipcode: a.zip,
        utility: a.utility,
      });
    }
  }
  const rng = new Rng(20260101);
  while (rows.length < total) {
    const area = rng.pick(serviceAreas);
    const esiid = ldcAccountFor(area.utility, rng);
    if (seen.has(esiid)) continue;
    seen.add(esiid);
    const apartment = rng.chance(0.15) ? ` Apt ${rng.int(1, 40)}` : '';
    rows.push({
      esiid,
      address: `${rng.int(100, 9899)} ${rng.pick(streets)}${apartment}`,
      city: area.city,
      state: 'TX',
      zipcode: rng.pick(area.zips),
      utility: area.utility,
      customerType: rng.chance(0.1) ? 'commercial' : 'residential',
    });
  }
  return rows;
}
