import { useSelector } from 'react-redux';
import { selectBrand } from '../util';

/** The current brand (null until /v2/brands/ answered). */
export function useBrand() {
  return useSelector(selectBrand);
}
