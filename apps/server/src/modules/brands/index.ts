// What other modules may use of brands (one module reaches another only through its index).
export { listActiveBrands } from './repository.ts';
export { siteBase } from './site-base.ts';
