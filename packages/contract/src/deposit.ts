import { z } from 'zod';
import { idParam, text } from './primitives.ts';

/**
 * Deposit tracker and credit-letter review (issue 15). A deposit is `due` while part of it is
 * still to pay, `paid` once paid in full (held until the on-time payments refund it),
 * `waived` when an approved credit letter settled what was left, `refunded` once given back.
 */
export const depositStatuses = ['due', 'paid', 'waived', 'refunded'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/** A credit letter's review, by `id_status`: 1 pending, 2 approved, 3 rejected (spec §3). */
export const CREDIT_LETTER_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;
export const creditLetterReviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type CreditLetterReviewStatus = (typeof creditLetterReviewStatuses)[number];

/** The newest credit letter of the enrollment and what its review said. */
export const depositLetter = z.object({
  id: z.number().int(),
  file_name: z.string(),
  uploaded_on: z.string(),
  status: z.enum(creditLetterReviewStatuses),
  /** Why it was rejected (or the agent's note on an approval); empty while pending. */
  reason: z.string(),
  reviewed_at: z.string().nullable(),
  url: z.string(),
});
export type DepositLetter = z.infer<typeof depositLetter>;

/** GET /v2/enrollments/{id}/deposit: null when the enrollment never had a deposit. */
export const depositTracker = z.object({
  id_enrollment: z.number().int(),
  status: z.enum(depositStatuses),
  /** The deposit asked for. */
  amount: z.number(),
  /** What is still to pay (0 unless `due`). */
  due: z.number(),
  /** What the customer paid of it (held until refunded). */
  paid: z.number(),
  /** What an approved credit letter waived. */
  waived: z.number(),
  /** Consecutive on-time payments needed before a paid deposit is refunded (configured). */
  refund_after: z.number().int(),
  /** The current run of on-time payments, counted from the statements' due dates. */
  on_time_payments: z.number().int(),
  /** The run reached `refund_after`: the paid deposit is to be refunded on the next bill. */
  refund_eligible: z.boolean(),
  waived_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  letter: depositLetter.nullable(),
});
export type DepositTracker = z.infer<typeof depositTracker>;

export const CREDIT_LETTER_REASON_MAX = 500;

/** POST /v2/enrollments/{id}/credit-letters/{letterId}/review (support agents only). */
export const creditLetterReviewRequest = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: text.pipe(z.string().trim().max(CREDIT_LETTER_REASON_MAX)).default(''),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'reject' && body.reason === '') {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the letter is rejected.' });
    }
  });
export type CreditLetterReviewRequest = z.input<typeof creditLetterReviewRequest>;

export const creditLetterParams = z.object({ id: idParam, letterId: idParam });
