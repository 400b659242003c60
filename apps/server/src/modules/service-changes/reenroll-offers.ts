import {
  earliestServiceStart,
  hasEnded,
  type LanguageId,
  marketToday,
  type ReenrollOffers,
  type ReenrollRefusal,
} from '@myaccount/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { loadConfigurationParameters } from '../configuration/index.ts';
import { enrollmentNotFound } from '../enrollments/index.ts';
import { serviceAddressLine } from '../mail/index.ts';
import { findPlanSubject, hasAutopay, pricedOffers } from '../renewals/index.ts';
import { lastDayOfService, premiseHasService } from './premise.ts';
import * as repo from './repository.ts';

/**
 * Why this enrollment cannot be enrolled again now, or null. The brand must offer it (the
 * enrollment's `showReEnroll` and the `my_account_reenroll_option` parameter), the service
 * must have ended, and nothing else may run or be pending at the premise. One rule for the
 * offers and the acceptance (checked again under the row lock).
 */
export async function reenrollRefusal(
  db: Db | Tx,
  own: repo.OwnEnrollment,
  offered: boolean,
): Promise<ReenrollRefusal | null> {
  if (!offered || !own.enrollment.showReEnroll) return 'reenroll_not_offered';
  if (!hasEnded(own.statusCode)) return 'service_not_ended';
  if (await premiseHasService(db, own.ldcAccount, own.enrollment.idEnrollment)) return 'premise_has_service';
  return null;
}

export function reenrollRefused(reason: ReenrollRefusal): AppError {
  const messages: Record<ReenrollRefusal, string> = {
    reenroll_not_offered: 'This service cannot be enrolled again online.',
    service_not_ended: 'Only a service that has ended can be enrolled again.',
    premise_has_service: 'This address already has a service running or about to start.',
  };
  return new AppError('business_rule', messages[reason], { reason });
}

/**
 * GET /v2/enrollments/{id}/reenroll-offers (issue 15): for the customer's own ended service,
 * the plans the brand sells at that premise, priced on their own last 12 billed cycles by
 * the renewals' pricing (reached through its index), starting on the earliest day the market
 * calendar allows, with the documents to accept. Where the enrollment has `winbackProcess`,
 * the cheapest offer is the brand's winback offer and says so. A refusal gets the reason and
 * no offers.
 */
export async function reenrollOffers(
  db: Db,
  customerId: number,
  enrollmentId: number,
  language: LanguageId,
): Promise<ReenrollOffers> {
  const own = await repo.findOwnEnrollment(db, enrollmentId, customerId);
  if (!own) throw enrollmentNotFound();
  const config = await loadConfigurationParameters(db, customerId);
  const [reason, address, endedOn] = await Promise.all([
    reenrollRefusal(db, own, config.my_account_reenroll_option),
    serviceAddressLine(db, enrollmentId),
    lastDayOfService(db, enrollmentId),
  ]);
  const start = earliestServiceStart(marketToday());
  const base = {
    eligible: reason === null,
    reason,
    service_address: address,
    ended_on: hasEnded(own.statusCode) ? endedOn : null,
    start_date: start,
  };
  if (reason) return { ...base, months_rated: 0, month_to_month: null, offers: [] };
  const subject = await findPlanSubject(db, enrollmentId, customerId);
  if (!subject) throw enrollmentNotFound();
  const autopay = await hasAutopay(db, enrollmentId);
  const priced = await pricedOffers(db, subject, start, language, autopay);
  // Offers come cheapest first: the winback offer is the best-priced one, for this customer.
  const winback = own.enrollment.winbackProcess;
  return {
    ...base,
    months_rated: priced.monthsRated,
    month_to_month: priced.monthToMonth,
    offers: priced.offers.map((o, i) => ({ ...o, winback: winback && i === 0 })),
  };
}
