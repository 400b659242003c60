import { climateOf, type WeatherZone, zoneClimates } from '../../modules/weather/index.ts';
import { addDays, type IsoDate, parse } from './dates.ts';
import { mulberry32 } from './random.ts';

/**
 * Synthetic daily temperatures for the demo period: the zone's climate normal for the day
 * plus a weather anomaly that persists for days (hot spells, cold fronts), larger in winter
 * (fronts swing Texas by 20 °F) than in summer. The value of a day depends only on the
 * zone and the date, never on the range asked for, so every seed gives the same weather.
 */
const PERSISTENCE = 0.7;
const MEMORY_DAYS = 20;

const dayNumber = (date: IsoDate) => Math.round(parse(date).getTime() / 86_400_000);

/** A standard normal draw fixed by (zone, day, stream). */
function noise(zoneIndex: number, day: number, stream: number): number {
  const next = mulberry32(Math.imul(zoneIndex + 1, 0x9e3779b1) ^ Math.imul(day, 0x85ebca6b) ^ stream);
  const u = Math.max(next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
}

/** The normal daily mean for the date: monthly normals placed mid-month, linearly joined. */
export function normalMeanF(zone: WeatherZone, date: IsoDate): number {
  const normals = climateOf(zone).monthlyMeanF;
  const d = parse(date);
  const month = d.getUTCMonth();
  const daysInMonth = new Date(Date.UTC(d.getUTCFullYear(), month + 1, 0)).getUTCDate();
  // Position in months from the middle of January (0) to the middle of December (11).
  const position = month + (d.getUTCDate() - 0.5) / daysInMonth - 0.5;
  const lower = Math.floor(position);
  const weight = position - lower;
  const at = (m: number) => normals[((m % 12) + 12) % 12]!;
  return at(lower) * (1 - weight) + at(lower + 1) * weight;
}

/** Spread of the anomaly, °F: about 7 in January, 2.5 in July. */
function anomalySpreadF(date: IsoDate): number {
  const d = parse(date);
  const dayOfYear = (d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000;
  const winterness = (1 + Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365)) / 2;
  return 2.5 + 4.5 * winterness;
}

export interface WeatherRow {
  zone: WeatherZone;
  day: IsoDate;
  minF: number;
  maxF: number;
}

export function syntheticDay(zone: WeatherZone, date: IsoDate): WeatherRow {
  const zoneIndex = zoneClimates.findIndex((c) => c.zone === zone);
  const n = dayNumber(date);
  let anomaly = 0;
  for (let k = 0; k < MEMORY_DAYS; k++) anomaly += PERSISTENCE ** k * noise(zoneIndex, n - k, 1);
  anomaly *= Math.sqrt(1 - PERSISTENCE ** 2) * anomalySpreadF(date);
  const mean = normalMeanF(zone, date) + anomaly;
  // Texas days swing 16–24 °F between the night's low and the afternoon's high.
  const range = 20 + 2.5 * noise(zoneIndex, n, 2);
  const maxF = Math.round(mean + range / 2);
  return { zone, day: date, minF: maxF - Math.round(range), maxF };
}

/** Every zone's days in [from, to). */
export function syntheticWeather(from: IsoDate, to: IsoDate): WeatherRow[] {
  const rows: WeatherRow[] = [];
  for (const { zone } of zoneClimates) {
    for (let date = from; date < to; date = addDays(date, 1)) rows.push(syntheticDay(zone, date));
  }
  return rows;
}

const meanCache = new Map<string, number>();

/** The mean temperature the seed's homes live through on a day, °F ((max + min) / 2). */
export function seedMeanF(zone: WeatherZone, date: IsoDate): number {
  const key = `${zone} ${date}`;
  let mean = meanCache.get(key);
  if (mean === undefined) {
    const d = syntheticDay(zone, date);
    mean = (d.minF + d.maxF) / 2;
    meanCache.set(key, mean);
  }
  return mean;
}
