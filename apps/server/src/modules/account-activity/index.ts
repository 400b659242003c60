// What other features may use of the account activity (one feature reaches another only through its index).
export { accountActivityRoutes } from './routes.ts';
