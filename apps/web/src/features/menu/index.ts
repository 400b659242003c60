export type { MenuEntry, MenuGroup, MenuHeader, MenuItem, MenuExternalLink, MenuLayout } from './menu-types';
export { MAIN_MENU } from './menu-config';
export { canSee, filterMenu, isPathActive, activeTrail } from './menu-rules';
export { VerticalNav } from './vertical-nav';
export { HorizontalNav } from './horizontal-nav';
