import type { UsageRecord } from '@myaccount/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MonthlyChart } from './monthly-chart';

/** Two years of months ending on the 16th, newest first as the API sends them. */
const records: UsageRecord[] = Array.from({ length: 24 }, (_, i) => {
  const end = new Date(Date.UTC(2026, 10 - i, 16));
  const begin = new Date(Date.UTC(2026, 9 - i, 17));
  return {
    usageNum: 1000 + i * 60,
    usageChargeAmount: 100,
    beginReadDate: begin.toISOString().slice(0, 10),
    endReadDate: end.toISOString().slice(0, 10),
    periodName: end.toISOString().slice(0, 7),
    annotation: '',
    annotation_code: '',
    usageNumEstimated: i === 1 ? 1060 : 0,
    usageNumDiscount: 0,
    usageNumNotDiscount: 0,
    usageNumDiscountEstimated: 0,
    usageNumNotDiscountEstimated: 0,
  };
});

const texts = (testId: string) => screen.getAllByTestId(testId).map((e) => e.textContent);

describe('MonthlyChart', () => {
  it('has a value axis in the usage unit that reaches the largest month', () => {
    render(<MonthlyChart records={records} unit="kWh" />);
    expect(screen.getByTestId('monthly-chart-unit')).toHaveTextContent('kWh');
    // The largest month is 2,380 kWh.
    expect(texts('monthly-chart-y-tick')).toEqual(['0', '1,000', '2,000', '3,000']);
    expect(screen.getByTestId('monthly-chart-x-title')).toHaveTextContent('Billing month');
  });

  it('labels months with room between them, the newest one always', () => {
    render(<MonthlyChart records={records} unit="kWh" />);
    const months = texts('monthly-chart-x-tick');
    // 540 px of plot for 24 bars is 22.5 px a bar: every third month gets its label.
    expect(months).toHaveLength(8);
    expect(months.at(-1)).toBe('Nov 26');
    expect(months[0]).toBe('Feb 25');
  });
});
