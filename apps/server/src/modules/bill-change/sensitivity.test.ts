import { describe, expect, it } from 'vitest';
import { weatherSensitivity } from './sensitivity.ts';

const period = (cdd: number, hdd: number, days = 30, base = 30, c = 3, h = 1.5) => ({
  days,
  usage: days * base + c * cdd + h * hdd,
  coolingDegreeDays: cdd,
  heatingDegreeDays: hdd,
});

describe('weatherSensitivity', () => {
  it('recovers the kWh per cooling and heating degree day of a home', () => {
    const history = [
      period(0, 400),
      period(0, 250),
      period(50, 100),
      period(200, 0),
      period(450, 0),
      period(550, 0),
      period(400, 0),
      period(120, 20, 31),
    ];
    const s = weatherSensitivity(history);
    expect(s.perCoolingDegreeDay).toBeCloseTo(3, 6);
    expect(s.perHeatingDegreeDay).toBeCloseTo(1.5, 6);
  });

  it('drops a slope that would run backwards (gas has no cooling load)', () => {
    const history = [0, 50, 100, 200, 300, 400, 500].map((hdd, i) =>
      period(i % 2 ? 100 : 0, hdd, 30, 1, -0.2, 0.1),
    );
    const s = weatherSensitivity(history);
    expect(s.perCoolingDegreeDay).toBe(0);
    expect(s.perHeatingDegreeDay).toBeGreaterThan(0);
  });

  it('estimates nothing from too short a history', () => {
    expect(weatherSensitivity([period(100, 0), period(0, 100)])).toEqual({
      perCoolingDegreeDay: 0,
      perHeatingDegreeDay: 0,
    });
  });
});
