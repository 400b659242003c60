export { accountAccessRoutes } from './routes.ts';
