import type { AccountActivityPage } from '@myaccount/contract';
import { apiClient } from '../../lib/api-client';

/** Entries per page: a screen's worth; "Show more" asks for the next. */
export const ACTIVITY_PAGE_SIZE = 20;

/** One page of the account's trail, newest first (issue 14). */
export const getAccountActivity = (customerId: number, page: number) =>
  apiClient.get<AccountActivityPage>(
    `/v2/customers/${customerId}/account-activity?page=${page}&pageSize=${ACTIVITY_PAGE_SIZE}`,
  );
