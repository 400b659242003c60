import { serviceAreas, streets, ldcAccountFor } from './premises.ts';
import type { Rng } from './random.ts';

const firstNames = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'Jose',
  'Elizabeth',
  'Daniel',
  'Sofia',
  'Carlos',
  'Ashley',
  'Luis',
  'Emily',
  'Anthony',
  'Guadalupe',
  'Kevin',
  'Sarah',
  'Juan',
  'Jessica',
  'Brian',
  'Ana',
  'Tyler',
  'Megan',
  'Miguel',
  'Rachel',
  'Chris',
  'Laura',
];
const lastNames = [
  'Smith',
  'Garcia',
  'Johnson',
  'Martinez',
  'Williams',
  'Hernandez',
  'Brown',
  'Lopez',
  'Jones',
  'Gonzalez',
  'Davis',
  'Rodriguez',
  'Miller',
  'Perez',
  'Wilson',
  'Sanchez',
  'Moore',
  'Ramirez',
  'Taylor',
  'Torres',
  'Nguyen',
  'Flores',
  'Anderson',
  'Rivera',
  'Thomas',
  'Gomez',
  'Jackson',
  'Diaz',
  'White',
  'Cruz',
];

export interface SyntheticPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export function person(rng: Rng, userName: string): SyntheticPerson {
  const firstName = rng.pick(firstNames);
  const lastName = rng.pick(lastNames);
  return {
    firstName,
    lastName,
    // The user name keeps e-mail addresses unique across any number of customers.
    email: `${firstName}.${lastName}.${userName}@example.com`.toLowerCase(),
    phone: `(${rng.pick(['713', '281', '214', '972', '817', '361', '956'])}) 555-${rng.digits(4)}`,
  };
}

/** A service address in a competitive area, with an ESIID of the area's utility. */
export function premise(rng: Rng) {
  const area = rng.pick(serviceAreas);
  return {
    utility: area.utility,
    row: {
      address1: `${rng.int(100, 9899)} ${rng.pick(streets)}`,
      address2: rng.chance(0.2) ? `Apt ${rng.int(1, 300)}` : '',
      city: area.city,
      county: area.county,
      state: 'TX',
      ldcAccount: ldcAccountFor(area.utility, rng),
      correspondenceZip: rng.pick(area.zips),
    },
  };
}
