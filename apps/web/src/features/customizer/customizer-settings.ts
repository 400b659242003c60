/** Spec §3 "Customizer settings" and §2 "Theme customizer": the values each option takes. */
export const SKINS = ['light', 'dark', 'semi-dark'] as const;
export type Skin = (typeof SKINS)[number];

export const LAYOUTS = ['vertical', 'horizontal'] as const;
export type LayoutType = (typeof LAYOUTS)[number];

export type Direction = 'ltr' | 'rtl';

/** Bootstrap colour names offered for the menu (no "default": the menu always has a colour). */
export const MENU_COLORS = ['primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
export type MenuColor = (typeof MENU_COLORS)[number];

/** Navbar colour: "default" means the page's own background. */
export const NAVBAR_COLORS = ['default', 'primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
export type NavbarColor = (typeof NAVBAR_COLORS)[number];

export const NAVBAR_TYPES = ['floating', 'sticky', 'static', 'hidden'] as const;
export type NavbarType = (typeof NAVBAR_TYPES)[number];

export const FOOTER_TYPES = ['static', 'sticky', 'hidden'] as const;
export type FooterType = (typeof FOOTER_TYPES)[number];

/** Spec §3 state area "customizer", plus the layout and direction of spec §4 "Layout". */
export interface CustomizerState {
  theme: Skin;
  layout: LayoutType;
  direction: Direction;
  sidebarCollapsed: boolean;
  navbarColor: NavbarColor;
  navbarType: NavbarType;
  footerType: FooterType;
  menuTheme: MenuColor;
  hideScrollToTop: boolean;
  /** Whether the customizer panel is open (never persisted: a reload starts it closed). */
  customizerOpen: boolean;
}

/**
 * Spec §2 "Layouts": the default layout state is horizontal, semi-dark, collapsed sidebar,
 * dark navbar, default navbar type (floating) and footer type (static), customizer closed,
 * scroll-to-top hidden, left-to-right.
 */
export const DEFAULT_CUSTOMIZER_STATE: CustomizerState = {
  theme: 'semi-dark',
  layout: 'horizontal',
  direction: 'ltr',
  sidebarCollapsed: true,
  navbarColor: 'dark',
  navbarType: 'floating',
  footerType: 'static',
  menuTheme: 'primary',
  hideScrollToTop: true,
  customizerOpen: false,
};

/**
 * Spec §2: the theme defaults the customizer offers ("Reset to defaults"): floating navbar,
 * light mode, vertical layout, primary menu colour.
 */
export const CUSTOMIZER_THEME_DEFAULTS: Pick<
  CustomizerState,
  'navbarType' | 'theme' | 'layout' | 'menuTheme'
> = {
  navbarType: 'floating',
  theme: 'light',
  layout: 'vertical',
  menuTheme: 'primary',
};
