import { and, asc, between, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { addresses, enrollments, weatherDaily } from '../../db/schema/index.ts';
import { type WeatherZone, zoneOfCounty } from './zones.ts';

export interface WeatherDay {
  day: string;
  minF: number;
  maxF: number;
}

/** The zone's daily temperatures from `from` to `to`, both included, oldest first. */
export function findWeather(db: Db | Tx, zone: WeatherZone, from: string, to: string): Promise<WeatherDay[]> {
  return db
    .select({ day: weatherDaily.day, minF: weatherDaily.minF, maxF: weatherDaily.maxF })
    .from(weatherDaily)
    .where(and(eq(weatherDaily.zone, zone), between(weatherDaily.day, from, to)))
    .orderBy(asc(weatherDaily.day));
}

/** The weather zone of an enrollment's service address (by its county). */
export async function findZoneOfEnrollment(db: Db | Tx, enrollmentId: number): Promise<WeatherZone> {
  const [row] = await db
    .select({ county: addresses.county })
    .from(enrollments)
    .innerJoin(addresses, eq(addresses.id, enrollments.serviceAddressId))
    .where(eq(enrollments.idEnrollment, enrollmentId));
  return zoneOfCounty(row?.county ?? '');
}
