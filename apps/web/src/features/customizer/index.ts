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
