import { z } from 'zod';
import { idParam } from './primitives.ts';

/** Spec §3 State; `disabled` is true when the state has no markets (nothing can be sold there). */
export const state = z.object({
  id_state: z.number().int(),
  code: z.string(),
  name: z.string(),
  markets: z.array(z.string()),
  disabled: z.boolean(),
});
export type State = z.infer<typeof state>;

export const county = z.object({ id_county: z.number().int(), name: z.string() });
export type County = z.infer<typeof county>;

export const city = z.object({ id_city: z.number().int(), name: z.string() });
export type City = z.infer<typeof city>;

export const stateIdParams = z.object({ stateId: idParam });
export const countyIdParams = z.object({ countyId: idParam });

/** Most premises a lookup answers: enough to pick from, small enough to stay fast. */
export const ESIID_LOOKUP_LIMIT = 20;

/**
 * Spec §7 esiid-by-address. `address` is matched as a case-insensitive prefix of the premise
 * address ("2317 harv" finds "2317 Harvard St"); `zipCode` narrows it when given.
 * `pbisFull` is accepted for compatibility and has no effect.
 */
export const esiidLookupQuery = z.object({
  address: z.string().trim().min(3, 'Type at least 3 characters of the address').max(100),
  zipCode: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, 'A ZIP code has 5 digits')
    .optional()
    .default(''),
  customerType: z.enum(['', 'residential', 'commercial']).optional().default(''),
  pbisFull: z.enum(['true', 'false']).optional().default('false'),
});
export type EsiidLookupQuery = z.input<typeof esiidLookupQuery>;

/** Spec §3 Meter lookup result. */
export const meterLookupResult = z.object({
  esiid: z.string(),
  address: z.string(),
  zipcode: z.string(),
});
export type MeterLookupResult = z.infer<typeof meterLookupResult>;

export const dropCodesQuery = z.object({
  utilityId: idParam,
  selectableByCustomer: z.enum(['true', 'false']).optional().default('false'),
  /** Language of `description`; the signed-in customer's preferred language when absent. */
  languageId: z.enum(['en', 'es']).optional(),
});

/** A reason for dropping service; its `id` is what the drop request sends as reasonCodeId. */
export const dropCode = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  selectable_by_customer: z.boolean(),
});
export type DropCode = z.infer<typeof dropCode>;
