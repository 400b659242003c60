export * from './customizer-settings';
export {
  customizerReducer,
  customizerChanged,
  sidebarCollapsedToggled,
  customizerOpened,
  customizerDefaultsRestored,
  selectCustomizer,
} from './customizer-slice';
export { readCustomizerState, writeCustomizerState, CUSTOMIZER_STORAGE_KEY } from './customizer-storage';
export { AppearanceProvider } from './appearance-provider';
export { CustomizerLauncher } from './customizer-launcher';
export { visibleOptions } from './customizer-rules';
