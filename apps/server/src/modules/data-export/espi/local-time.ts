import { clockFormat, wallClockMs } from '../clock.ts';

/** ESPI LocalTimeParameters (NAESB REQ.21 TimeConfiguration): offsets in seconds, rules bit-encoded. */
export interface LocalTimeParameters {
  dstEndRule: string;
  dstOffset: number;
  dstStartRule: string;
  tzOffset: number;
}

/** DstRuleType value meaning "no daylight saving time here". */
export const NO_DST_RULE = 'FFFFFFFF';

interface DstRule {
  month: number;
  /** 2..6: the first..fifth occurrence of dayOfWeek in the month (espi.xsd DstRuleType). */
  operator: number;
  /** 1 = Monday … 7 = Sunday. */
  dayOfWeek: number;
  hour: number;
  seconds: number;
}

/**
 * DstRuleType bit map: seconds bits 0–11, hours 12–16, day of week 17–19, day of month 20–24
 * (0: not used with an occurrence operator), operator 25–27, month 28–31; hex, 8 digits.
 */
export function encodeDstRule(rule: DstRule): string {
  const bits =
    (rule.month << 28) | (rule.operator << 25) | (rule.dayOfWeek << 17) | (rule.hour << 12) | rule.seconds;
  return (bits >>> 0).toString(16).toUpperCase().padStart(8, '0');
}

const offsetAt = (t: number, format: Intl.DateTimeFormat) =>
  wallClockMs(t, format) - Math.floor(t / 60_000) * 60_000;

/** The instant the zone's UTC offset changes between lo (old offset) and hi (new), to the minute. */
function transition(lo: number, hi: number, format: Intl.DateTimeFormat): number {
  const before = offsetAt(lo, format);
  while (hi - lo > 60_000) {
    const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
    if (offsetAt(mid, format) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** The rule that reproduces a transition: its month, weekday occurrence and wall-clock time. */
function ruleOf(instant: number, format: Intl.DateTimeFormat): DstRule {
  // The clock reading just before the change, plus that minute: 02:00 for US zones both ways.
  const clock = new Date(wallClockMs(instant - 60_000, format) + 60_000);
  const day = clock.getUTCDate();
  return {
    month: clock.getUTCMonth() + 1,
    operator: Math.floor((day - 1) / 7) + 2,
    dayOfWeek: clock.getUTCDay() === 0 ? 7 : clock.getUTCDay(),
    hour: clock.getUTCHours(),
    seconds: clock.getUTCMinutes() * 60,
  };
}

/**
 * The zone's LocalTimeParameters for a year, read from the platform's time-zone database
 * rather than typed in, so a zone's rules and the file always agree.
 */
export function localTimeParameters(timeZone: string, year: number): LocalTimeParameters {
  const format = clockFormat(timeZone);
  const months = Array.from({ length: 13 }, (_, m) => Date.UTC(year, m, 1));
  const offsets = months.map((t) => offsetAt(t, format));
  const standard = Math.min(...offsets);
  const changes = months
    .slice(0, 12)
    .flatMap((t, m) => (offsets[m] !== offsets[m + 1] ? [[t, months[m + 1]!]] : []));
  if (changes.length !== 2) {
    return { dstEndRule: NO_DST_RULE, dstOffset: 0, dstStartRule: NO_DST_RULE, tzOffset: standard / 1000 };
  }
  const [start, end] = changes.map(([lo, hi]) => transition(lo!, hi!, format));
  return {
    dstEndRule: encodeDstRule(ruleOf(end!, format)),
    dstOffset: (Math.max(...offsets) - standard) / 1000,
    dstStartRule: encodeDstRule(ruleOf(start!, format)),
    tzOffset: standard / 1000,
  };
}
