/**
 * Meter clocks. Stored slots are local standard time (decision 0002); exports label them with
 * the premise's wall clock, so both SMT and Green Button files need the zone's offsets.
 */

/** Meter clocks follow the premise's zone; ERCOT Texas is Central time. */
const ZONE_BY_STATE: Record<string, string> = { TX: 'America/Chicago' };
const DEFAULT_ZONE = 'America/Chicago';

export const zoneOfState = (state: string | undefined) => ZONE_BY_STATE[state ?? ''] ?? DEFAULT_ZONE;

export const SLOT_MS = 15 * 60 * 1000;

export function clockFormat(timeZone: string) {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The wall-clock reading of an instant, expressed as if it were a UTC timestamp. */
export function wallClockMs(instant: number, format: Intl.DateTimeFormat): number {
  const p = Object.fromEntries(format.formatToParts(instant).map((x) => [x.type, x.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
}

/** The zone's standard-time offset (minutes east of UTC): January is standard time in the north. */
export function standardOffsetMinutes(timeZone: string, year: number): number {
  const jan = Date.UTC(year, 0, 1, 12);
  return (wallClockMs(jan, clockFormat(timeZone)) - jan) / 60_000;
}

/** The instant (ms) a stored meter-day starts: its date's midnight in local standard time. */
export function storedDayStartMs(readDate: string, standardOffsetMs: number): number {
  return Date.parse(`${readDate}T00:00:00Z`) - standardOffsetMs;
}

/** The instant (ms) a clock date begins in the zone (US transitions happen at 02:00, after it). */
export function clockMidnightMs(date: string, format: Intl.DateTimeFormat, standardOffsetMs: number): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const guess = utcMidnight - standardOffsetMs;
  return utcMidnight - (wallClockMs(guess, format) - guess);
}
