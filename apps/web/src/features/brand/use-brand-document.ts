import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { APP_TITLE } from '../../config/constants';
import { selectBrand } from '../util';

/**
 * Keeps the page in step with the brand: the title becomes "My Account - <formal name>"
 * once known (spec §1) and the brand's theme class (e.g. storm-theme) sits on <body>.
 */
export function useBrandDocument(): void {
  const brand = useSelector(selectBrand);
  const formalName = brand?.formal_name;
  const theme = brand?.theme;

  useEffect(() => {
    document.title = formalName ? `${APP_TITLE} - ${formalName}` : APP_TITLE;
  }, [formalName]);

  useEffect(() => {
    if (!theme) return;
    document.body.classList.add(theme);
    return () => document.body.classList.remove(theme);
  }, [theme]);
}
