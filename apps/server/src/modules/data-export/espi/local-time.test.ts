import { describe, expect, it } from 'vitest';
import { encodeDstRule, localTimeParameters, NO_DST_RULE } from './local-time.ts';

/** Decodes a DstRuleType and finds its day in a year, to check the rule against real clocks. */
function ruleDate(hex: string, year: number) {
  const bits = parseInt(hex, 16);
  const month = bits >>> 28;
  const occurrence = ((bits >>> 25) & 7) - 1;
  const dayOfWeek = (bits >>> 17) & 7; // 1 = Monday … 7 = Sunday
  const hour = (bits >>> 12) & 31;
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay() || 7;
  const day = 1 + ((dayOfWeek - first + 7) % 7) + 7 * (occurrence - 1);
  return { day: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, hour };
}

const chicagoOffsetHours = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', timeZoneName: 'shortOffset' })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName')!.value;

describe('LocalTimeParameters', () => {
  it('encodes the NAESB example rule (third Friday of March, 01:45)', () => {
    const bits = parseInt(encodeDstRule({ month: 3, operator: 4, dayOfWeek: 5, hour: 1, seconds: 2700 }), 16);
    expect(bits >>> 28).toBe(3);
    expect((bits >>> 25) & 7).toBe(4);
    expect((bits >>> 17) & 7).toBe(5);
    expect((bits >>> 12) & 31).toBe(1);
    expect(bits & 0xfff).toBe(2700);
  });

  it('gives Central time: UTC−6, one hour of DST, second Sunday of March to first Sunday of November at 02:00', () => {
    const p = localTimeParameters('America/Chicago', 2026);
    expect(p).toEqual({
      tzOffset: -21600,
      dstOffset: 3600,
      dstStartRule: '360E2000',
      dstEndRule: 'B40E2000',
    });
  });

  it('reproduces the real transition days in several years', () => {
    for (const year of [2025, 2026, 2027]) {
      const p = localTimeParameters('America/Chicago', year);
      const start = ruleDate(p.dstStartRule, year);
      const end = ruleDate(p.dstEndRule, year);
      expect(start.hour).toBe(2);
      // Before 02:00 standard on the start day it is CST; at 02:00 (08:00Z) it becomes CDT.
      expect(chicagoOffsetHours(`${start.day}T07:59:00Z`)).toBe('GMT-6');
      expect(chicagoOffsetHours(`${start.day}T08:00:00Z`)).toBe('GMT-5');
      expect(chicagoOffsetHours(`${end.day}T06:59:00Z`)).toBe('GMT-5');
      expect(chicagoOffsetHours(`${end.day}T07:00:00Z`)).toBe('GMT-6');
    }
  });

  it('turns the rules off where there is no daylight saving time', () => {
    const p = localTimeParameters('America/Phoenix', 2026);
    expect(p).toEqual({ tzOffset: -25200, dstOffset: 0, dstStartRule: NO_DST_RULE, dstEndRule: NO_DST_RULE });
  });
});
