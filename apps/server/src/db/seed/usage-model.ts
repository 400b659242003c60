import type { WeatherZone } from '../../modules/weather/index.ts';
import { addDays, daysBetween, type IsoDate, parse } from './dates.ts';
import { Rng } from './random.ts';
import { normalMeanF, seedMeanF } from './weather.ts';

/**
 * A small weather-driven consumption model for a Texas home. The day's mean temperature is
 * the seeded weather of the home's ERCOT zone (the `weather_daily` table holds the same
 * values), so bills rise and fall with the weather the portal shows. Cooling load drives
 * summer bills to 1,800–2,400 kWh; winters sit around 900–1,200 kWh with some electric heating.
 */
const celsius = (f: number) => ((f - 32) * 5) / 9;

const cooling = (t: number) => Math.max(0, (t - 18) / 12);
const heating = (t: number) => Math.max(0, (15 - t) / 6);
const gauss = (x: number, mu: number, sigma: number) => Math.exp(-0.5 * ((x - mu) / sigma) ** 2);

/** Per-slot load shapes (96 quarter hours), computed once. */
const slots = Array.from({ length: 96 }, (_, s) => (s + 0.5) / 4);
const shape = {
  base: slots.map(() => 0.55),
  weekdayMorning: slots.map((h) => 0.5 * gauss(h, 7, 1.1)),
  weekendMorning: slots.map((h) => 0.55 * gauss(h, 9.5, 1.6)),
  evening: slots.map((h) => 1.1 * gauss(h, 19.5, 2)),
  // Air conditioning runs all day in summer and peaks in the late afternoon.
  cooling: slots.map((h) => 0.6 + 2.8 * gauss(h, 16.5, 3.2)),
  heating: slots.map((h) => 1.2 * gauss(h, 6.5, 1.8) + 0.9 * gauss(h, 21, 2.5)),
};

export interface DayReads {
  date: IsoDate;
  /** Watt-hours per 15 minutes, slot 0 = 00:00–00:15. */
  wh: number[];
  /** 1 when the meter did not report and the day was estimated from the typical shape. */
  estimated: number;
}

/**
 * Quarter-hour reads for every day in [from, to). `scale` sizes the home (1 ≈ 2,000 sq ft).
 * The same seed and dates always give the same numbers.
 */
export function electricDays(
  seed: number,
  from: IsoDate,
  to: IsoDate,
  scale: number,
  zone: WeatherZone,
): DayReads[] {
  const rng = new Rng(seed);
  const days: DayReads[] = [];
  for (let date = from; date < to; date = addDays(date, 1)) {
    const t = celsius(seedMeanF(zone, date));
    const c = cooling(t);
    const h = heating(t);
    const weekend = [0, 6].includes(parse(date).getUTCDay());
    const kwh = scale * (24 + 50 * c + 14 * h) * (weekend ? 1.08 : 1) * rng.range(0.9, 1.1);
    const estimated = rng.chance(0.006) ? 1 : 0;
    const morning = weekend ? shape.weekendMorning : shape.weekdayMorning;
    const weights = slots.map((_, s) => {
      const w =
        shape.base[s]! + morning[s]! + shape.evening[s]! + c * shape.cooling[s]! + h * shape.heating[s]!;
      // Estimated days are the smooth typical shape; metered days carry appliance noise.
      return estimated ? w : w * rng.range(0.85, 1.15) * (rng.chance(0.04) ? 1.6 : 1);
    });
    const total = weights.reduce((a, b) => a + b, 0);
    days.push({ date, wh: weights.map((w) => Math.round((w / total) * kwh * 1000)), estimated });
  }
  return days;
}

/** Gas use in CCF over [from, to): water heating and cooking all year, space heating in winter. */
export function gasUsage(seed: number, from: IsoDate, to: IsoDate, scale: number, zone: WeatherZone): number {
  const rng = new Rng(seed);
  let ccf = 0;
  for (let date = from; date < to; date = addDays(date, 1)) {
    ccf += scale * (0.35 + 2.6 * heating(celsius(seedMeanF(zone, date))) * rng.range(0.9, 1.1));
  }
  return Math.round(ccf);
}

/**
 * kWh over a billing period from the period's mid-point climate normal (Houston's): O(1) per
 * period, for the large synthetic set where day-by-day generation would dominate the run time.
 */
export function electricUsageQuick(rng: Rng, from: IsoDate, to: IsoDate, scale: number): number {
  const days = daysBetween(from, to) + 1;
  const t = celsius(normalMeanF('coast', addDays(from, Math.floor(days / 2)))) + rng.range(-1.5, 1.5);
  return Math.round(days * scale * (24 + 50 * cooling(t) + 14 * heating(t)) * rng.range(0.93, 1.07));
}
