import { addDays } from './calendar.ts';
import type { Cycle, IsoDate } from './types.ts';

export class RatingError extends Error {
  constructor(
    readonly code: 'no_tariff_in_force' | 'tou_needs_intervals' | 'intervals_are_kwh' | 'bad_input',
    message: string,
  ) {
    super(message);
    this.name = 'RatingError';
  }
}

/** The version of a dated rate in force on `date` (the latest that started on or before it). */
export function inForceOn<T extends { effectiveFrom: IsoDate }>(
  versions: readonly T[],
  date: IsoDate,
): T | null {
  let found: T | null = null;
  for (const v of versions) {
    if (v.effectiveFrom <= date && (!found || v.effectiveFrom > found.effectiveFrom)) found = v;
  }
  return found;
}

/**
 * The cycle cut where a dated rate changes: one span per version in force, in order. With
 * `priceOf`, a new version that keeps the same price does not cut (a tariff update that only
 * changed the delivery rate leaves the customer charge one line).
 */
export function spansOf<T extends { effectiveFrom: IsoDate }>(
  versions: readonly T[],
  cycle: Cycle,
  priceOf?: (version: T) => number,
): { from: IsoDate; to: IsoDate; version: T }[] {
  const first = inForceOn(versions, cycle.start);
  if (!first) return [];
  const changes = versions
    .filter((v) => v.effectiveFrom > cycle.start && v.effectiveFrom <= cycle.end)
    .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  const spans: { from: IsoDate; to: IsoDate; version: T }[] = [];
  let current = { from: cycle.start, version: first };
  for (const change of changes) {
    if (priceOf && priceOf(change) === priceOf(current.version)) continue;
    spans.push({ ...current, to: addDays(change.effectiveFrom, -1) });
    current = { from: change.effectiveFrom, version: change };
  }
  spans.push({ ...current, to: cycle.end });
  return spans;
}
