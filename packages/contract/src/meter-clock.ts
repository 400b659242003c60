/**
 * Meter clocks, the one copy server and web use. Stored 15-minute slots are local standard
 * time (decision 0002), so they are evenly spaced instants; a customer reads them on the
 * premise's wall clock, where the spring-forward day has 92 quarter hours and the fall-back
 * day 100 (01:00–01:45 twice).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const formats = new Map<string, Intl.DateTimeFormat>();
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in ms (Central daylight time: −5 h). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const p: Record<string, string> = {};
  for (const part of clockFormat(timeZone).formatToParts(instant)) p[part.type] = part.value;
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return wall - Math.floor(instant / 60_000) * 60_000;
}

const standardOffsets = new Map<string, number>();

/**
 * The zone's standard-time offset in ms: January is standard time in the northern zones.
 * Remembered per zone and year: a year of 15-minute usage places 366 stored days, and each
 * Intl look-up costs tens of µs (it was two thirds of building that series).
 */
export function standardOffsetMs(timeZone: string, year: number): number {
  const key = `${timeZone} ${year}`;
  let offset = standardOffsets.get(key);
  if (offset === undefined) {
    offset = zoneOffsetMs(Date.UTC(year, 0, 1, 12), timeZone);
    standardOffsets.set(key, offset);
  }
  return offset;
}

/** The instant (ms) a stored meter-day starts: its date's midnight in local standard time. */
export function storedDayStartMs(readDate: string, timeZone: string): number {
  return Date.parse(`${readDate}T00:00:00Z`) - standardOffsetMs(timeZone, Number(readDate.slice(0, 4)));
}

/** The instant (ms) a wall-clock date begins in the zone (US changes happen at 02:00, after it). */
export function clockMidnightMs(date: string, timeZone: string): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const guess = utcMidnight - standardOffsetMs(timeZone, Number(date.slice(0, 4)));
  return utcMidnight - zoneOffsetMs(guess, timeZone);
}

/**
 * A labeller of instants as wall-clock `YYYY-MM-DDTHH:mm` in the zone. Offsets are looked up
 * once per UTC day (twice, to see a change inside it) and per hour only on a changing day, so
 * a year of 35,040 labels costs a few hundred time-zone look-ups, not 35,040.
 */
export function wallClockLabeller(timeZone: string): (instant: number) => string {
  const byDay = new Map<number, number | Map<number, number>>();
  const offsetOf = (instant: number): number => {
    const day = Math.floor(instant / DAY_MS);
    let entry = byDay.get(day);
    if (entry === undefined) {
      const first = zoneOffsetMs(day * DAY_MS, timeZone);
      entry = first === zoneOffsetMs(day * DAY_MS + DAY_MS - 1, timeZone) ? first : new Map<number, number>();
      byDay.set(day, entry);
    }
    if (typeof entry === 'number') return entry;
    // Zones change offset on a whole UTC hour (all of North America does).
    const hour = Math.floor(instant / HOUR_MS);
    let offset = entry.get(hour);
    if (offset === undefined) {
      offset = zoneOffsetMs(hour * HOUR_MS, timeZone);
      entry.set(hour, offset);
    }
    return offset;
  };
  return (instant) => new Date(instant + offsetOf(instant)).toISOString().slice(0, 16);
}

/** The wall-clock hour an instant falls in, `YYYY-MM-DDTHH`, in the zone. */
const wallHour = (instant: number, timeZone: string) =>
  new Date(instant + zoneOffsetMs(instant, timeZone)).toISOString().slice(0, 13);

/**
 * The zone's short name at `instant` when its wall-clock hour happens twice (01:00–01:59 on
 * the fall-back day: "CDT" the first time, "CST" the second; "GMT-5"/"GMT-6" where the
 * language has no abbreviation), else null: a label alone cannot tell the two apart.
 */
export function repeatedHourZone(instant: number, timeZone: string, language: string): string | null {
  const hour = wallHour(instant, timeZone);
  if (hour !== wallHour(instant - HOUR_MS, timeZone) && hour !== wallHour(instant + HOUR_MS, timeZone))
    return null;
  const name = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName');
  return name?.value ?? null;
}
