export {
  utilReducer,
  initialUtilState,
  brandLoaded,
  selectBrand,
  selectBrandStatus,
  selectConfigurationParameters,
  type UtilState,
  type LoadStatus,
} from './util-slice';
export { loadBrand } from './load-brand';
export { loadConfigurationParameters } from './load-configuration';
