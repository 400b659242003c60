import { isGas } from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { docLanguage, shortMonth, slug } from '../../pdf/format.ts';
import { AppError } from '../../plugins/app-error.ts';
import { explainStatement, shortExplanation } from '../bill-change/index.ts';
import { findStatementSummary, findUsageRecords } from './repository.ts';
import { renderStatementPdf, type StatementDocument } from './statement-pdf/render-statement.ts';
import { findChargesOfStatement, findPlanOn, findStatementForPdf } from './statement-repository.ts';

export interface StatementFile {
  fileName: string;
  pdf: Buffer;
}

/** The chart shows the statement's own period and the twelve before it. */
const CHART_MONTHS = 13;

/**
 * A statement of an enrollment the caller owns, as a PDF in the customer's language. A
 * token that is unknown, or that belongs to any other enrollment, answers the same 404.
 */
export async function buildStatementFile(
  db: Db,
  enrollmentId: number,
  token: string,
): Promise<StatementFile> {
  const found = await findStatementForPdf(db, enrollmentId, token);
  if (!found) throw new AppError('not_found', 'Statement not found.');
  const s = found.statement;
  const [plan, lines, usage, summary, change] = await Promise.all([
    findPlanOn(db, enrollmentId, s.periodStart),
    findChargesOfStatement(db, s.id),
    findUsageRecords(db, enrollmentId, CHART_MONTHS, s.periodStart),
    findStatementSummary(db, enrollmentId),
    explainStatement(db, enrollmentId, token),
  ]);
  if (!plan) throw new AppError('internal', 'The enrollment has no plan.');
  const language = docLanguage(found.customer.language);
  const document: StatementDocument = {
    language,
    brand: found.brand,
    customerName:
      found.customer.businessName ||
      found.customer.customerName ||
      `${found.customer.firstName} ${found.customer.lastName}`.trim(),
    billingAddress: found.billingAddress,
    serviceAddress: found.serviceAddress,
    ldcLabel: (language === 'es' && plan.ldcLabelEs.trim()) || plan.ldcLabel,
    ldcAccount: found.serviceAddress.ldcAccount,
    billingAccount: summary?.billingAccount ?? '-',
    planName: plan.planName,
    utilityName: plan.utilityName,
    utilityPhone: plan.utilityPhone,
    unit: plan.uom,
    isGas: isGas({ name: plan.commodity }),
    statement: s,
    lines,
    change: shortExplanation(change, language),
    usage: usage
      .map((u) => ({
        label: shortMonth(u.endReadDate, language),
        value: u.usageNum,
        estimated: u.usageNumEstimated > 0,
      }))
      .reverse(),
  };
  const kind = language === 'es' ? 'estado-de-cuenta' : 'statement';
  const fileName = `${slug(found.brand.brandingName)}-${kind}-${slug(s.custStatementNum)}.pdf`;
  return { fileName, pdf: await renderStatementPdf(document) };
}
