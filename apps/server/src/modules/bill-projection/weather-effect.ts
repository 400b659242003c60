import { weatherSensitivity, type WeatherSensitivity } from '../bill-change/index.ts';
import { addMonths, daysBetween } from '../billing/index.ts';
import { degreeDaysOf, dailyMeanF, periodWeather, type WeatherDay } from '../weather/index.ts';
import type { BilledCycle } from './repository.ts';

/**
 * The customer's usage per cooling and heating degree day, fitted on their own billed cycles
 * the way the bill-change explanation does (cycles the weather table fully covers only).
 */
export function sensitivityOf(
  cycles: readonly BilledCycle[],
  weather: readonly WeatherDay[],
): WeatherSensitivity {
  const periods = cycles.flatMap((c) => {
    const days = daysBetween(c.periodStart, c.periodEnd) + 1;
    const own = weather.filter((w) => w.day >= c.periodStart && w.day <= c.periodEnd);
    if (own.length !== days) return [];
    const w = periodWeather(own);
    return [{ days, usage: c.usage, coolingDegreeDays: w.cooling, heatingDegreeDays: w.heating }];
  });
  return weatherSensitivity(periods);
}

/**
 * How much more the weather of `dates` asks for than the weather of the same dates a year
 * earlier, in usage units: Σ slope × (this year's degree days − last year's). Dates without
 * weather in either year count 0.
 */
export function weatherEffect(
  dates: readonly string[],
  weather: readonly WeatherDay[],
  s: WeatherSensitivity,
): number {
  const byDay = new Map(weather.map((w) => [w.day, w]));
  let effect = 0;
  for (const date of dates) {
    const now = byDay.get(date);
    const then = byDay.get(addMonths(date, -12));
    if (!now || !then) continue;
    const a = degreeDaysOf(dailyMeanF(now));
    const b = degreeDaysOf(dailyMeanF(then));
    effect +=
      s.perCoolingDegreeDay * (a.cooling - b.cooling) + s.perHeatingDegreeDay * (a.heating - b.heating);
  }
  return effect;
}
