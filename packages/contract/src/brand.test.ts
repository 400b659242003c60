import { describe, expect, it } from 'vitest';
import { pickBrand } from './brand.ts';
import { inRoleGroup } from './roles.ts';

const brands = [
  { system_name: 'voltio', is_default: false },
  { system_name: 'brightline', is_default: true },
];

describe('pickBrand', () => {
  it('matches one dot-separated label of the host', () => {
    expect(pickBrand(brands, 'voltio.localhost:3000')?.system_name).toBe('voltio');
    expect(pickBrand(brands, 'my.voltio.example.com')?.system_name).toBe('voltio');
  });
  it('does not match a label that only contains the name', () => {
    expect(pickBrand(brands, 'voltiox.localhost')?.system_name).toBe('brightline');
  });
  it('falls back to the default brand, then the first', () => {
    expect(pickBrand(brands, 'localhost')?.system_name).toBe('brightline');
    expect(pickBrand([{ system_name: 'a', is_default: false }], 'x')?.system_name).toBe('a');
    expect(pickBrand([], 'x')).toBeUndefined();
  });
});

describe('inRoleGroup', () => {
  it('treats empty, absent and * as every group', () => {
    expect(inRoleGroup([], 'billing')).toBe(true);
    expect(inRoleGroup(undefined, 'billing')).toBe(true);
    expect(inRoleGroup(['*'], 'billing')).toBe(true);
    expect(inRoleGroup(['billing'], 'billing')).toBe(true);
    expect(inRoleGroup(['usage'], 'billing')).toBe(false);
  });
});
