import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('uses the first letters of the first and last name, upper-case', () => {
    expect(initials('Dana', 'Rivera', 'demo')).toBe('DR');
    expect(initials('dana', 'rivera', 'demo')).toBe('DR');
    expect(initials('Mary Ann', 'de la Cruz', 'mary')).toBe('MC');
  });
  it('takes the first two letters of a single word', () => {
    expect(initials('Cher', '', 'cher1')).toBe('CH');
    expect(initials('Cher', null, null)).toBe('CH');
  });
  it('falls back to the user name when there is no first name', () => {
    expect(initials('', 'Rivera', 'demo')).toBe('DE');
    expect(initials('   ', undefined, 'john smith')).toBe('JS');
    expect(initials(null, null, 'élan')).toBe('ÉL');
  });
  it('returns an empty string when there is nothing to use', () => {
    expect(initials(null, null, null)).toBe('');
    expect(initials('', '', '')).toBe('');
  });
});
