import { z } from 'zod';
import { idParam } from './primitives.ts';

export const languageId = z.enum(['en', 'es']);
export type LanguageId = z.infer<typeof languageId>;

/** Customer/user profile (spec §3). `cc_un` is set when an agent is signed in. */
export const customerProfile = z.object({
  id_customer: z.number().int(),
  cc_un: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  firm_name: z.string(),
  contact_name: z.string(),
  customer_name: z.string(),
  business_name: z.string(),
  phone: z.string(),
  user_name: z.string(),
  email: z.string(),
  alternative_email: z.string(),
  roleGroups: z.array(z.string()),
  id_prefered_language: languageId,
  send_to_main_email: z.boolean(),
  send_to_secondary_email: z.boolean(),
  opted_marketing_coms: z.boolean(),
  disabled_bank_accounts_date: z.string().nullable(),
});
export type CustomerProfile = z.infer<typeof customerProfile>;

export const customerIdParams = z.object({
  customerId: idParam,
});
