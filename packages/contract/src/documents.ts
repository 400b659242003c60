import { z } from 'zod';
import { idParam } from './primitives.ts';
import { languageId } from './customer.ts';

/** Spec §3 Document: one downloadable document of a plan. */
export const planDocument = z.object({
  description: z.string(),
  url: z.string(),
  download_name: z.string(),
});
export type PlanDocument = z.infer<typeof planDocument>;

/** The documents every plan comes with (Texas PUCT: TOS, EFL, YRAC). */
export const planDocumentKinds = ['terms-of-service', 'facts-label', 'your-rights'] as const;
export const planDocumentKind = z.enum(planDocumentKinds);
export type PlanDocumentKind = z.infer<typeof planDocumentKind>;

export const planIdParams = z.object({
  planId: idParam,
});

export const planDocumentParams = planIdParams.extend({ kind: planDocumentKind });

export const documentLanguageQuery = z.object({
  languageId: languageId.default('en'),
});
