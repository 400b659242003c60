/**
 * Heating and cooling degree days on the 65 °F base the U.S. utilities and NOAA use: a day
 * whose mean temperature ((max + min) / 2) is 80 °F counts 15 cooling degree days, a 50 °F
 * day 15 heating degree days. The one place they are computed.
 */
export const DEGREE_DAY_BASE_F = 65;

export interface DegreeDays {
  heating: number;
  cooling: number;
}

export function degreeDaysOf(meanF: number): DegreeDays {
  return {
    heating: Math.max(0, DEGREE_DAY_BASE_F - meanF),
    cooling: Math.max(0, meanF - DEGREE_DAY_BASE_F),
  };
}

/** The NOAA daily mean: the average of the day's maximum and minimum. */
export function dailyMeanF(day: { minF: number; maxF: number }): number {
  return (day.minF + day.maxF) / 2;
}

export interface PeriodWeather extends DegreeDays {
  days: number;
  /** Average of the daily means, °F. */
  meanF: number;
}

/** Degree days and mean temperature summed over a run of days (0 days → all zero). */
export function periodWeather(days: readonly { minF: number; maxF: number }[]): PeriodWeather {
  let heating = 0;
  let cooling = 0;
  let sum = 0;
  for (const d of days) {
    const mean = dailyMeanF(d);
    const dd = degreeDaysOf(mean);
    heating += dd.heating;
    cooling += dd.cooling;
    sum += mean;
  }
  return { days: days.length, heating, cooling, meanF: days.length ? sum / days.length : 0 };
}
