import { z } from 'zod';
import { id, code, calendarDate, idParam } from './primitives.ts';
import { address } from './enrollment.ts';
import { acceptedRenewal } from './renewals.ts';
import {
  cancellationFeeTypes,
  lifecycleStages,
  serviceChangeKinds,
  serviceChangeStatuses,
} from './service-lifecycle.ts';

const isoDate = calendarDate;

/** Spec §7 drop: reasonCodeId is a drop code id of the enrollment's utility (0 = none chosen). */
export const dropRequest = z.object({
  effectiveDate: isoDate,
  reasonCodeId: code,
  removeMeter: z.boolean(),
});
export type DropRequest = z.infer<typeof dropRequest>;

const text = (max: number) => z.string().trim().max(max);

/** Spec §3 Transfer-service address. `ldcAccount` is the ESIID picked from the lookup. */
export const transferAddress = z.object({
  address: text(200).min(1, 'Enter the street address'),
  address2: text(100).optional().default(''),
  city: text(100).min(1, 'Choose the city'),
  county: text(100).optional().default(''),
  state: text(50).min(1, 'Choose the state'),
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'A ZIP code has 5 digits'),
  ldcAccount: text(40).optional().default(''),
});
export type TransferAddress = z.input<typeof transferAddress>;

/** Spec §7 transfer-service; billingAddress is omitted when it is the service address (§5). */
export const transferServiceRequest = z.object({
  currentServiceEffectiveDate: isoDate,
  newServiceStartDate: isoDate,
  removeMeter: z.boolean(),
  paymentProfileToken: z.string().max(200).nullable().optional(),
  serviceAddress: transferAddress.extend({
    ldcAccount: z
      .string()
      .trim()
      .regex(/^\d{17}$/, 'Choose the ESIID of the new address'),
  }),
  billingAddress: transferAddress.optional(),
  /**
   * The plan of the transfer quote the customer confirmed (issue 15): refused with 409
   * `transfer_terms_changed` when the new address would now get another plan.
   */
  acceptedPlanId: id,
});
export type TransferServiceRequest = z.input<typeof transferServiceRequest>;

/** GET /v2/enrollments/{id}/transfer-quote: the terms a move to this ESIID would bring. */
export const transferQuoteQuery = z.object({
  esiid: z
    .string()
    .trim()
    .regex(/^\d{17}$/, 'Choose the ESIID of the new address'),
  moveOut: isoDate,
  moveIn: isoDate,
});
export type TransferQuoteQuery = z.infer<typeof transferQuoteQuery>;

/** One side of the comparison: a plan's price and the contract it comes with. */
export const contractTerms = z.object({
  id_plan: z.number().int(),
  plan_name: z.string(),
  /** Dollars per unit (0.139 = 13.9 ¢/kWh). */
  rate: z.number(),
  uom: z.string(),
  monthly_fee: z.number(),
  /** Months; 1 or less is month-to-month. */
  terms: z.number().int(),
  contract_start_date: isoDate.nullable(),
  /** Last day of the contract; null for month-to-month. */
  contract_end_date: isoDate.nullable(),
  cancellation_fee: z.number(),
  cancellation_fee_type: z.enum(cancellationFeeTypes),
});
export type ContractTerms = z.infer<typeof contractTerms>;

export const transferQuote = z.object({
  current: contractTerms,
  next: contractTerms,
  /** Days with no service between move-out and move-in; null when there are none. */
  gap: z.object({ first: isoDate, last: isoDate, days: z.number().int() }).nullable(),
});
export type TransferQuote = z.infer<typeof transferQuote>;

/** 1 = paper bill by mail, 2 = e-mail (paperless). */
export const deliveryMethod = z.union([z.literal(1), z.literal(2)]);
/**
 * Spec §7 body `{id_method_delivery}`; `billing_group_enrollment_ids` (our addition) names
 * other enrollments of the same billing group to change in the same transaction, so a
 * change for the whole group is all or nothing.
 */
export const updateDeliveryMethodRequest = z.object({
  id_method_delivery: deliveryMethod,
  billing_group_enrollment_ids: z.array(id).max(100).optional(),
});
export type UpdateDeliveryMethodRequest = z.infer<typeof updateDeliveryMethodRequest>;

export const serviceChangeResponse = z.object({
  succeeded: z.boolean(),
  message: z.string(),
  /** The enrollment the change created (transfer: the one at the new address). */
  id_enrollment: z.number().int().optional(),
});
export type ServiceChangeResponse = z.infer<typeof serviceChangeResponse>;

/** One enrollment in the delivery-method lists (spec §3 listToChangeDeliveryMethod). */
export const deliveryMethodEnrollment = z.object({
  id_enrollment: z.number().int(),
  id_method_delivery: z.number().int(),
  billing_group_id: z.number().int().nullable(),
  commodity: z.string(),
  service_address: address,
});
export type DeliveryMethodEnrollment = z.infer<typeof deliveryMethodEnrollment>;

/** Spec §3 Credit letter. id_status: 1 pending review, 2 accepted, 3 rejected. */
export const creditLetter = z.object({
  id_customer_credit_letters: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  file_name: z.string(),
  date: z.string(),
  id_status: z.number().int(),
  id_enrollment: z.number().int(),
  description: z.string(),
  is_credit_letter: z.boolean(),
  url: z.string(),
});
export type CreditLetter = z.infer<typeof creditLetter>;

/** Upload limits, checked by the app before sending and by the server on arrival. */
export const CREDIT_LETTER_MAX_BYTES = 10 * 1024 * 1024;
export const CREDIT_LETTER_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/** POST /v2/enrollments/{id}/service-changes/{changeId}/withdraw */
export const serviceChangeParams = z.object({ id: idParam, changeId: idParam });

/** One stage of an enrollment's life, in order: reached ones carry the date they were reached. */
export const lifecycleStage = z.object({
  stage: z.enum(lifecycleStages),
  /** When it happened or, for a stage still ahead, when it is due; null when not known yet. */
  date: isoDate.nullable(),
  reached: z.boolean(),
});

/** A drop or one half of a transfer, with what the customer may still do about it. */
export const timelineChange = z.object({
  id: z.number().int(),
  kind: z.enum(serviceChangeKinds),
  status: z.enum(serviceChangeStatuses),
  effective_date: isoDate,
  requested_on: isoDate,
  cancelled_on: isoDate.nullable(),
  /** The last day it can be withdrawn (WITHDRAW_CUTOFF_DAYS before it takes effect). */
  withdraw_until: isoDate,
  can_withdraw: z.boolean(),
  /** The other half of a transfer: the enrollment and address at the other end. */
  linked: z
    .object({
      id_enrollment: z.number().int(),
      kind: z.enum(serviceChangeKinds),
      effective_date: isoDate,
      address: z.string(),
    })
    .nullable(),
});
export type TimelineChange = z.infer<typeof timelineChange>;

/** GET /v2/enrollments/{id}/timeline (issue 15): requested → scheduled → active → ending → ended. */
export const enrollmentTimeline = z.object({
  stages: z.array(lifecycleStage),
  changes: z.array(timelineChange),
  /** Renewals accepted in the portal, newest first. */
  renewals: z.array(acceptedRenewal),
});
export type EnrollmentTimeline = z.infer<typeof enrollmentTimeline>;
