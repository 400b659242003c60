import type { Brand } from '@myaccount/contract';

export interface HelpLink {
  key: 'contact' | 'faqs' | 'outage';
  labelKey: string;
  url: string;
}

/**
 * Spec §2 help menu: Contact us, FAQs and Report an outage from the brand's URLs, each only
 * when its URL is non-empty. An empty result means the whole menu is hidden.
 */
export function helpLinks(
  brand: Pick<Brand, 'url_contact_us' | 'url_faqs' | 'url_report_outage'> | null,
): HelpLink[] {
  if (!brand) return [];
  const links: HelpLink[] = [
    { key: 'contact', labelKey: 'Help.ContactUs', url: brand.url_contact_us.trim() },
    { key: 'faqs', labelKey: 'Help.Faqs', url: brand.url_faqs.trim() },
    { key: 'outage', labelKey: 'Help.ReportOutage', url: brand.url_report_outage.trim() },
  ];
  return links.filter((link) => link.url !== '');
}
