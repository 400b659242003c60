import { describe, expect, it } from 'vitest';
import { activeTrail, canSee, filterMenu, forbiddenEntry, isPathActive } from './menu-rules';
import type { MenuEntry } from './menu-types';

const ids = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((e) => (e.type === 'dropdown' ? [e.id, ...ids(e.children)] : [e.id]));

const sample: MenuEntry[] = [
  { id: 'h-main', type: 'header', title: 'H' },
  { id: 'home', type: 'item', title: 'Home', navLink: '/' },
  { id: 'pay', type: 'item', title: 'Pay', navLink: '/payment', permissions: ['paymentUser'] },
  { id: 'h-admin', type: 'header', title: 'Admin', permissions: ['paymentUser'] },
  {
    id: 'group',
    type: 'dropdown',
    title: 'Group',
    permissions: ['paymentUser'],
    parentOf: ['/profile'],
    children: [
      { id: 'child', type: 'item', title: 'Child', navLink: '/group/child', permissions: ['paymentUser'] },
    ],
  },
  {
    id: 'ext',
    type: 'external-link',
    title: 'Ext',
    navLink: 'https://example.com',
    permissions: ['paymentUser'],
  },
];

describe('canSee (spec §5)', () => {
  it('shows entries without a permissions list to everyone and others only to listed roles', () => {
    expect(canSee({}, 'normalUser')).toBe(true);
    expect(canSee({ permissions: ['paymentUser'] }, 'normalUser')).toBe(false);
    expect(canSee({ permissions: ['paymentUser'] }, 'paymentUser')).toBe(true);
    expect(canSee({ permissions: [] }, 'paymentUser')).toBe(false);
  });
});

describe('filterMenu', () => {
  it('hides entries whose permissions lack the role, and headers left with nothing under them', () => {
    expect(ids(filterMenu(sample, 'normalUser', 'vertical'))).toEqual(['h-main', 'home']);
    expect(ids(filterMenu(sample, 'paymentUser', 'vertical'))).toEqual([
      'h-main',
      'home',
      'pay',
      'h-admin',
      'group',
      'child',
      'ext',
    ]);
  });
  it('always shows dropdowns and external links in the horizontal layout (children still filtered)', () => {
    expect(ids(filterMenu(sample, 'normalUser', 'horizontal'))).toEqual(['h-main', 'home', 'group', 'ext']);
  });
});

describe('active trail', () => {
  it('matches "/" exactly and other links on their sub-paths', () => {
    expect(isPathActive('/', '/')).toBe(true);
    expect(isPathActive('/', '/billing')).toBe(false);
    expect(isPathActive('/billing', '/billing/statements')).toBe(true);
    expect(isPathActive('/billing', '/billingx')).toBe(false);
  });
  it('highlights the active item and every group above it', () => {
    expect(activeTrail(sample, '/group/child')).toEqual(['group', 'child']);
    expect(activeTrail(sample, '/profile')).toEqual(['group']);
    expect(activeTrail(sample, '/payment')).toEqual(['pay']);
    expect(activeTrail(sample, '/nowhere')).toEqual([]);
  });
});

describe('forbiddenEntry (spec §6 unauthorized)', () => {
  it("names the entry on the path when the role lacks its permission, or its group's", () => {
    expect(forbiddenEntry(sample, '/payment', 'normalUser')?.id).toBe('pay');
    expect(forbiddenEntry(sample, '/group/child', 'normalUser')?.id).toBe('group');
    expect(forbiddenEntry(sample, '/payment', 'paymentUser')).toBeNull();
    expect(forbiddenEntry(sample, '/group/child', 'paymentUser')).toBeNull();
  });
  it('leaves open paths and unknown paths alone (Home claims only "/")', () => {
    expect(forbiddenEntry(sample, '/', 'normalUser')).toBeNull();
    expect(forbiddenEntry(sample, '/nowhere', 'normalUser')).toBeNull();
  });
});
