import { NAVBAR_TYPES, SKINS, type CustomizerState, type NavbarType, type Skin } from './customizer-settings';

export interface VisibleOptions {
  skins: readonly Skin[];
  navbarTypes: readonly NavbarType[];
  collapseSidebar: boolean;
  navbarColor: boolean;
  navbarColorDisabled: boolean;
}

/**
 * Spec §2: semi-dark, the collapse switch and the hidden navbar are not offered in the
 * horizontal layout; navbar colour is vertical-only and disabled for a static navbar.
 */
export function visibleOptions(state: Pick<CustomizerState, 'layout' | 'navbarType'>): VisibleOptions {
  const vertical = state.layout === 'vertical';
  return {
    skins: vertical ? SKINS : SKINS.filter((s) => s !== 'semi-dark'),
    navbarTypes: vertical ? NAVBAR_TYPES : NAVBAR_TYPES.filter((n) => n !== 'hidden'),
    collapseSidebar: vertical,
    navbarColor: vertical,
    navbarColorDisabled: state.navbarType === 'static',
  };
}
