import { describe, expect, it } from 'vitest';
import { calendarDate, id, idParam, INT4_MAX, text } from './primitives.ts';

describe('primitives', () => {
  it('bounds ids to int4', () => {
    expect(id.safeParse(INT4_MAX).success).toBe(true);
    expect(id.safeParse(INT4_MAX + 1).success).toBe(false);
    expect(id.safeParse(0).success).toBe(false);
    expect(idParam.parse('42')).toBe(42);
    expect(idParam.safeParse('2147483648').success).toBe(false);
  });

  it('accepts only days that exist', () => {
    for (const ok of ['2024-02-29', '2026-12-31', '2026-01-01'])
      expect(calendarDate.safeParse(ok).success).toBe(true);
    for (const bad of ['2026-02-29', '2026-02-30', '2026-13-01', '0000-00-00', '2026-04-31', '26-01-01']) {
      expect(calendarDate.safeParse(bad).success).toBe(false);
    }
  });

  it('refuses NUL and control characters but keeps tab and line breaks', () => {
    expect(text.safeParse('a\u0000b').success).toBe(false);
    expect(text.safeParse('a\u001bb').success).toBe(false);
    expect(text.safeParse('line\nnext\ttab').success).toBe(true);
  });
});
