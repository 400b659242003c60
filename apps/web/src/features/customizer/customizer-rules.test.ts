import { describe, expect, it } from 'vitest';
import { visibleOptions } from './customizer-rules';

describe('customizer options (spec §2)', () => {
  it('offers everything in the vertical layout', () => {
    const options = visibleOptions({ layout: 'vertical', navbarType: 'floating' });
    expect(options.skins).toEqual(['light', 'dark', 'semi-dark']);
    expect(options.navbarTypes).toContain('hidden');
    expect(options).toMatchObject({ collapseSidebar: true, navbarColor: true, navbarColorDisabled: false });
  });
  it('drops semi-dark, the collapse switch, navbar colour and the hidden navbar in horizontal', () => {
    const options = visibleOptions({ layout: 'horizontal', navbarType: 'sticky' });
    expect(options.skins).toEqual(['light', 'dark']);
    expect(options.navbarTypes).not.toContain('hidden');
    expect(options).toMatchObject({ collapseSidebar: false, navbarColor: false });
  });
  it('disables the navbar colour for a static navbar', () => {
    expect(visibleOptions({ layout: 'vertical', navbarType: 'static' }).navbarColorDisabled).toBe(true);
  });
});
