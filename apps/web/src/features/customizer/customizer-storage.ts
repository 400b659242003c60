import {
  DEFAULT_CUSTOMIZER_STATE,
  FOOTER_TYPES,
  LAYOUTS,
  MENU_COLORS,
  NAVBAR_COLORS,
  NAVBAR_TYPES,
  SKINS,
  type CustomizerState,
} from './customizer-settings';

/** localStorage key of the persisted appearance settings (they outlive sign-out and reloads). */
export const CUSTOMIZER_STORAGE_KEY = 'customizer';

type Persisted = Omit<CustomizerState, 'customizerOpen'>;

const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value);

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** Validators per field, so a stale or hand-edited entry can never break the layout. */
const FIELDS: { [K in keyof Persisted]: (value: unknown) => value is Persisted[K] } = {
  theme: oneOf(SKINS),
  layout: oneOf(LAYOUTS),
  direction: oneOf(['ltr', 'rtl'] as const),
  sidebarCollapsed: isBoolean,
  navbarColor: oneOf(NAVBAR_COLORS),
  navbarType: oneOf(NAVBAR_TYPES),
  footerType: oneOf(FOOTER_TYPES),
  menuTheme: oneOf(MENU_COLORS),
  hideScrollToTop: isBoolean,
};

/** Defaults overlaid with every valid stored field; unknown or invalid fields are ignored. */
export function readCustomizerState(): CustomizerState {
  const state = { ...DEFAULT_CUSTOMIZER_STATE };
  let stored: unknown = null;
  try {
    stored = JSON.parse(localStorage.getItem(CUSTOMIZER_STORAGE_KEY) ?? 'null');
  } catch {
    return state;
  }
  if (typeof stored !== 'object' || stored === null) return state;
  const record = stored as Record<string, unknown>;
  for (const key of Object.keys(FIELDS) as (keyof Persisted)[]) {
    const value = record[key];
    if (FIELDS[key](value)) (state as Record<string, unknown>)[key] = value;
  }
  return state;
}

export function writeCustomizerState(state: CustomizerState): void {
  const persisted: Record<string, unknown> = {};
  for (const key of Object.keys(FIELDS) as (keyof Persisted)[]) persisted[key] = state[key];
  try {
    localStorage.setItem(CUSTOMIZER_STORAGE_KEY, JSON.stringify(persisted));
  } catch {
    // Storage blocked (privacy mode): the settings last for this page only.
  }
}
