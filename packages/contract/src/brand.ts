import { z } from 'zod';

/** Brand/site (spec §3) plus two brand settings: `theme` selects the alternate `storm-theme`
 * look (DESIGN §5) and `customizer_enabled` offers the theme customizer (spec §2). */
export const brand = z.object({
  id_site: z.number().int(),
  system_name: z.string(),
  short_name: z.string(),
  formal_name: z.string(),
  branding_name: z.string(),
  url_base: z.string(),
  url_rates: z.string(),
  urlAccount: z.string(),
  email_address: z.string(),
  email_name: z.string(),
  email_default_subject: z.string(),
  is_default: z.boolean(),
  active: z.boolean(),
  phone: z.string(),
  url_content_manager: z.string(),
  url_no_service_available_page: z.string(),
  url_privacy_polices: z.string(),
  office_hours: z.string(),
  customer_care_email: z.string(),
  wizard_welcome_text: z.string(),
  wizard_redirect_site_text: z.string(),
  url_report_outage: z.string(),
  url_contact_us: z.string(),
  url_faqs: z.string(),
  theme: z.string(),
  /** Whether the brand offers its customers the theme customizer; spec §2's default is off. */
  customizer_enabled: z.boolean(),
  /** Issue 17: password sign-ins need an authenticator code; customers without one enrol first. */
  require_two_step: z.boolean(),
});
export type Brand = z.infer<typeof brand>;

/** Spec §1 / DESIGN §5: a brand matches when one dot-separated label of the host equals
 * its system_name; otherwise the default brand; otherwise the first. */
export function pickBrand<T extends Pick<Brand, 'system_name' | 'is_default'>>(
  brands: readonly T[],
  host: string,
): T | undefined {
  const labels = host.toLowerCase().split(':')[0]!.split('.');
  return (
    brands.find((b) => labels.includes(b.system_name.toLowerCase())) ??
    brands.find((b) => b.is_default) ??
    brands[0]
  );
}
