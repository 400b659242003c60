import type { WeatherSensitivity } from './attribute.ts';

export interface PeriodUsage {
  days: number;
  usage: number;
  coolingDegreeDays: number;
  heatingDegreeDays: number;
}

/** Fewer billed periods than this and the weather's share is not estimated (taken as 0). */
export const MIN_PERIODS = 6;

/** Least squares of y on the given columns (with an intercept); null when singular. */
function leastSquares(rows: number[][], y: number[]): number[] | null {
  const n = rows[0]!.length + 1;
  const a = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
  rows.forEach((row, k) => {
    const x = [1, ...row];
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) a[i]![j]! += x[i]! * x[j]!;
      a[i]![n]! += x[i]! * y[k]!;
    }
  });
  // Gauss–Jordan with partial pivoting on the normal equations (n ≤ 3).
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    if (Math.abs(a[pivot]![c]!) < 1e-9) return null;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = a[r]![c]! / a[c]![c]!;
      for (let j = c; j <= n; j++) a[r]![j]! -= f * a[c]![j]!;
    }
  }
  return a.map((row, i) => row[n]! / row[i]!);
}

/**
 * How much a customer's daily use rises per cooling and per heating degree day, from their
 * own billed periods: daily use = base + c·CDD/day + h·HDD/day, fitted by least squares.
 * A slope that comes out negative (no air conditioning, no electric heat) is dropped and the
 * rest refitted, so weather never explains usage backwards.
 */
export function weatherSensitivity(periods: readonly PeriodUsage[]): WeatherSensitivity {
  const usable = periods.filter((p) => p.days > 0);
  const none = { perCoolingDegreeDay: 0, perHeatingDegreeDay: 0 };
  if (usable.length < MIN_PERIODS) return none;
  const y = usable.map((p) => p.usage / p.days);
  let use = { cooling: true, heating: true };
  for (let attempt = 0; attempt < 3; attempt++) {
    const columns = usable.map((p) => [
      ...(use.cooling ? [p.coolingDegreeDays / p.days] : []),
      ...(use.heating ? [p.heatingDegreeDays / p.days] : []),
    ]);
    if (!use.cooling && !use.heating) return none;
    const fit = leastSquares(columns, y);
    if (!fit) {
      use = attempt === 0 ? { cooling: true, heating: false } : { cooling: false, heating: true };
      continue;
    }
    const cooling = use.cooling ? fit[1]! : 0;
    const heating = use.heating ? fit[use.cooling ? 2 : 1]! : 0;
    if (cooling >= 0 && heating >= 0) return { perCoolingDegreeDay: cooling, perHeatingDegreeDay: heating };
    use = { cooling: use.cooling && cooling >= 0, heating: use.heating && heating >= 0 };
  }
  return none;
}
