// The personal API (issue 16): token management for the signed-in customer, and the read API.
export { apiTokenRoutes } from './routes.ts';
export { meRoutes } from './me-routes.ts';
