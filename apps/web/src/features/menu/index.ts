export type {
  MenuBadge,
  MenuEntry,
  MenuGroup,
  MenuHeader,
  MenuItem,
  MenuExternalLink,
  MenuLayout,
} from './menu-types';
export { mainMenu, type MenuContext } from './menu-config';
export { canSee, filterMenu, forbiddenEntry, isPathActive, activeTrail } from './menu-rules';
export { useMainMenu } from './use-main-menu';
export { VerticalNav } from './vertical-nav';
export { HorizontalNav } from './horizontal-nav';
