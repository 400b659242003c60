// What other modules may use of configuration (one module reaches another only through its index).
export { loadConfigurationParameters } from './repository.ts';
export { acceptsPaymentType } from './payment-types.ts';
