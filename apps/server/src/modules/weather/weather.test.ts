import { describe, expect, it } from 'vitest';
import { syntheticDay, syntheticWeather } from '../../db/seed/weather.ts';
import { degreeDaysOf, periodWeather } from './degree-days.ts';
import { zoneOfCounty } from './zones.ts';

describe('degree days (65 °F base)', () => {
  it('counts cooling above and heating below the base, never both', () => {
    expect(degreeDaysOf(80)).toEqual({ heating: 0, cooling: 15 });
    expect(degreeDaysOf(50)).toEqual({ heating: 15, cooling: 0 });
    expect(degreeDaysOf(65)).toEqual({ heating: 0, cooling: 0 });
  });

  it('sums a period from the NOAA daily mean (max + min) / 2', () => {
    const w = periodWeather([
      { minF: 70, maxF: 90 },
      { minF: 40, maxF: 60 },
    ]);
    expect(w).toEqual({ days: 2, cooling: 15, heating: 15, meanF: 65 });
  });
});

describe('weather zones', () => {
  it('maps the counties the portal serves to their ERCOT zone', () => {
    expect(zoneOfCounty('Harris')).toBe('coast');
    expect(zoneOfCounty('Dallas County')).toBe('north_central');
    expect(zoneOfCounty(' nueces ')).toBe('southern');
    expect(zoneOfCounty('Nowhere')).toBe('north_central');
  });
});

describe('seeded weather', () => {
  it('is the same for a day whatever range is asked for', () => {
    const wide = syntheticWeather('2026-01-01', '2026-03-01').find(
      (d) => d.zone === 'coast' && d.day === '2026-02-10',
    );
    expect(wide).toEqual(syntheticDay('coast', '2026-02-10'));
  });

  it('is Texas: hot summers, mild winters, Dallas colder in winter than Corpus Christi', () => {
    const mean = (zone: Parameters<typeof syntheticDay>[0], month: string) => {
      const days = syntheticWeather(`2026-${month}-01`, `2026-${month}-29`).filter((d) => d.zone === zone);
      return periodWeather(days).meanF;
    };
    expect(mean('coast', '07')).toBeGreaterThan(80);
    expect(mean('coast', '01')).toBeGreaterThan(45);
    expect(mean('coast', '01')).toBeLessThan(62);
    expect(mean('north_central', '01')).toBeLessThan(mean('southern', '01'));
    for (const d of syntheticWeather('2025-01-01', '2026-01-01')) {
      expect(d.maxF).toBeGreaterThan(d.minF);
      expect(d.maxF).toBeLessThan(115);
      expect(d.minF).toBeGreaterThan(-5);
    }
  });
});
