import { apiClient } from '../../../lib/api-client';

// Apart from api/enrollments.ts, which brings the query cache: this is in the app's entry.
export const enrollmentsPath = (customerId: number) => `/v2/customers/${customerId}/enrollments`;

/**
 * Asks for the enrollments as the app starts with a session, while the signed-in frame's code
 * is still on its way: every screen waits for them first (issue 18, Home's LCP). The frame's
 * own read then takes this reply (apiClient.warm).
 */
export const warmEnrollments = (customerId: number) => apiClient.warm(enrollmentsPath(customerId));
