import { useSelector } from 'react-redux';
import { selectBrand } from '../util';
import { brandLogoUrl, type LogoKind } from './logo-url';

export const STORM_THEME = 'storm-theme';
const DEFAULT_LOGO_HEIGHT = 40;

interface BrandLogoProps {
  kind?: LogoKind;
  className?: string;
}

/**
 * The brand's logo. Spec §2: default height 40 px, except in storm-theme where the height
 * is left to the image; CSS caps every logo at 50 px.
 */
export function BrandLogo({ kind = 'logo', className }: BrandLogoProps) {
  const brand = useSelector(selectBrand);
  if (!brand) return null;
  const height = brand.theme === STORM_THEME ? undefined : DEFAULT_LOGO_HEIGHT;
  return (
    <img
      className={['brand-logo', className].filter(Boolean).join(' ')}
      src={brandLogoUrl(brand.system_name, kind)}
      alt={brand.branding_name || brand.formal_name}
      height={height}
      data-testid="brand-logo"
    />
  );
}
