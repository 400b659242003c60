import type { Brand } from '@myaccount/contract';
import { asc, eq } from 'drizzle-orm';
import { cachedPerDatabase } from '../../db/reference-cache.ts';
import { brands } from '../../db/schema/index.ts';

/**
 * Active brands with the wire names of spec §3 (the table mirrors them one to one). Only the
 * seed writes brands, so the list is read once per database (see reference-cache.ts).
 */
export const listActiveBrands = cachedPerDatabase((db): Promise<Brand[]> =>
  db
    .select({
      id_site: brands.idSite,
      system_name: brands.systemName,
      short_name: brands.shortName,
      formal_name: brands.formalName,
      branding_name: brands.brandingName,
      url_base: brands.urlBase,
      url_rates: brands.urlRates,
      urlAccount: brands.urlAccount,
      email_address: brands.emailAddress,
      email_name: brands.emailName,
      email_default_subject: brands.emailDefaultSubject,
      is_default: brands.isDefault,
      active: brands.active,
      phone: brands.phone,
      url_content_manager: brands.urlContentManager,
      url_no_service_available_page: brands.urlNoServiceAvailablePage,
      url_privacy_polices: brands.urlPrivacyPolices,
      office_hours: brands.officeHours,
      customer_care_email: brands.customerCareEmail,
      wizard_welcome_text: brands.wizardWelcomeText,
      wizard_redirect_site_text: brands.wizardRedirectSiteText,
      url_report_outage: brands.urlReportOutage,
      url_contact_us: brands.urlContactUs,
      url_faqs: brands.urlFaqs,
      theme: brands.theme,
      customizer_enabled: brands.customizerEnabled,
      require_two_step: brands.requireTwoStep,
    })
    .from(brands)
    .where(eq(brands.active, true))
    .orderBy(asc(brands.idSite)),
);
