import type { Brand, CustomerProfile, PaymentMethod } from '@myaccount/contract';

export function makeProfile(overrides: Partial<CustomerProfile> = {}): CustomerProfile {
  return {
    id_customer: 7,
    cc_un: '',
    first_name: 'Dana',
    last_name: 'Rivera',
    firm_name: '',
    contact_name: '',
    customer_name: 'Dana Rivera',
    business_name: '',
    phone: '',
    user_name: 'demo',
    email: 'dana@example.com',
    alternative_email: '',
    roleGroups: ['*'],
    id_prefered_language: 'en',
    send_to_main_email: true,
    send_to_secondary_email: false,
    opted_marketing_coms: false,
    disabled_bank_accounts_date: null,
    ...overrides,
  };
}

export function makeBrand(overrides: Partial<Brand> = {}): Brand {
  return {
    id_site: 1,
    system_name: 'brightline',
    short_name: 'Brightline',
    formal_name: 'Brightline Energy LLC',
    branding_name: 'Brightline Energy',
    url_base: '',
    url_rates: '',
    urlAccount: '',
    email_address: '',
    email_name: '',
    email_default_subject: '',
    is_default: true,
    active: true,
    phone: '',
    url_content_manager: '',
    url_no_service_available_page: '',
    url_privacy_polices: '',
    office_hours: '',
    customer_care_email: '',
    wizard_welcome_text: '',
    wizard_redirect_site_text: '',
    url_report_outage: '',
    url_contact_us: '',
    url_faqs: '',
    theme: '',
    customizer_enabled: false,
    require_two_step: false,
    ...overrides,
  };
}

/** A stored Visa ending 1111 (sandbox tokens), the default method unless overridden. */
export function makePaymentMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    customerId: 7,
    customerProfileToken: 'sbx-cust-1',
    paymentProfileToken: 'sbx-pay-1',
    defaultPaymentProfile: true,
    cardType: 'Visa',
    cardNumber: 'XXXX1111',
    cardExpirationDate: '2030-12',
    paymentTypeId: 1,
    routingNumber: '',
    accountNumber: '',
    accountType: '',
    autoPayMethod: false,
    ...overrides,
  };
}
