import { describe, expect, it } from 'vitest';
import { weatherEffect } from './weather-effect.ts';

const day = (date: string, meanF: number) => ({ day: date, minF: meanF - 10, maxF: meanF + 10 });

describe('weatherEffect', () => {
  const sensitivity = { perCoolingDegreeDay: 2, perHeatingDegreeDay: 1.5 };

  it('prices the degree days beyond last year’s on the same dates at the customer’s slopes', () => {
    const weather = [
      // Hotter this year: 80 °F against 75 °F → 15 − 10 = 5 more cooling degree days.
      day('2025-08-01', 75),
      day('2026-08-01', 80),
      // Colder this year: 40 °F against 50 °F → 25 − 15 = 10 more heating degree days.
      day('2025-12-01', 50),
      day('2026-12-01', 40),
    ];
    expect(weatherEffect(['2026-08-01'], weather, sensitivity)).toBeCloseTo(2 * 5, 9);
    expect(weatherEffect(['2026-12-01'], weather, sensitivity)).toBeCloseTo(1.5 * 10, 9);
    expect(weatherEffect(['2026-08-01', '2026-12-01'], weather, sensitivity)).toBeCloseTo(25, 9);
  });

  it('counts nothing for a date without weather in either year, or a customer the weather does not move', () => {
    const weather = [day('2026-08-02', 90)];
    expect(weatherEffect(['2026-08-02', '2026-08-03'], weather, sensitivity)).toBe(0);
    const both = [day('2025-08-01', 70), day('2026-08-01', 90)];
    expect(weatherEffect(['2026-08-01'], both, { perCoolingDegreeDay: 0, perHeatingDegreeDay: 0 })).toBe(0);
  });
});
