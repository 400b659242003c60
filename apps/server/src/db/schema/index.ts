export * from './brands.ts';
export * from './customers.ts';
export * from './geography.ts';
export * from './catalog.ts';
export * from './enrollments.ts';
export * from './billing.ts';
export * from './payments.ts';
export * from './messages.ts';
