import type { Charge, PlanDocument, Statement, StatementSummary, UsageRecord } from '@myaccount/contract';
import { apiClient } from '../../../lib/api-client';

/** The billing reads of one enrollment (spec §7 Billing); each answers the JSON value itself. */
export const getStatementSummary = (id: number) =>
  apiClient.get<StatementSummary | null>(`/v2/billing/statement-summary/${id}`);
export const getCharges = (id: number) => apiClient.get<Charge[]>(`/v2/billing/charges/${id}`);
export const getStatements = (id: number) => apiClient.get<Statement[]>(`/v2/billing/statements/${id}`);
export const getUsageHistory = (id: number) =>
  apiClient.get<UsageRecord[]>(`/v2/billing/usage-history/${id}`);

/** Plan documents are public (decision 0005), so their urls work as plain links. */
export const getPlanDocuments = (planId: number, languageId: string) =>
  apiClient.get<PlanDocument[]>(
    `/v2/document-bundles/enrollment-documents/${planId}?languageId=${languageId === 'es' ? 'es' : 'en'}`,
  );

/** The statement PDF as a Blob: it needs the session headers, so it cannot be a plain link. */
export const getStatementPdf = (id: number, token: string) =>
  apiClient.get<Blob>(`/v2/billing/statements-pdf/${id}?custStatementTkn=${encodeURIComponent(token)}`, {
    responseType: 'blob',
  });
