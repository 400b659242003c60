export { BrandLogo, STORM_THEME } from './brand-logo';
export { brandLogoUrl, type LogoKind } from './logo-url';
export { useBrandDocument } from './use-brand-document';
export { useBrand } from './use-brand';
