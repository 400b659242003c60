export * from './errors.ts';
export * from './auth.ts';
export * from './customer.ts';
export * from './brand.ts';
export * from './configuration.ts';
export * from './roles.ts';
export * from './enrollment.ts';
export * from './notification.ts';
