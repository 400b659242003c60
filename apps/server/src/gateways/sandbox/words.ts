/**
 * Every word of the sandbox's hosted pages, in the customer's language. The pages sit in the
 * portal's iframe, so a Spanish reader must not meet an English form there (issue 10 §5);
 * the portal passes its language as `?lang=`. Field errors are codes from `validation.ts`.
 */
export type PageLanguage = 'en' | 'es';

export const pageLanguage = (value: unknown): PageLanguage =>
  typeof value === 'string' && value.toLowerCase().startsWith('es') ? 'es' : 'en';

export type FieldErrorCode =
  | 'card_number'
  | 'expiry_format'
  | 'expired'
  | 'cvv'
  | 'card_name'
  | 'zip'
  | 'routing_number'
  | 'account_number'
  | 'account_type'
  | 'bank_name';

interface PageWords {
  title: string;
  payWith: string;
  creditCard: string;
  bankAccount: string;
  cardNumber: string;
  expiry: string;
  securityCode: string;
  cardName: string;
  zip: string;
  keepCard: (last4: string) => string;
  routingNumber: string;
  accountNumber: string;
  accountType: string;
  checking: string;
  savings: string;
  businessChecking: string;
  bankName: string;
  keepAccount: (last4: string) => string;
  cancel: string;
  saved: string;
  unavailable: string;
  expiredForm: string;
  notOnFile: string;
  tooMany: (max: number) => string;
  errors: Record<FieldErrorCode, string>;
}

export const pageWords: Record<PageLanguage, PageWords> = {
  en: {
    title: 'Payment details',
    payWith: 'Pay with',
    creditCard: 'Credit card',
    bankAccount: 'Bank account',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    securityCode: 'Security code',
    cardName: 'Name on card',
    zip: 'ZIP code',
    keepCard: (last4) => `Card ending ${last4}: leave the number empty to keep it.`,
    routingNumber: 'Routing number',
    accountNumber: 'Account number',
    accountType: 'Account type',
    checking: 'Checking',
    savings: 'Savings',
    businessChecking: 'Business checking',
    bankName: 'Name on account',
    keepAccount: (last4) => `Account ending ${last4}: leave the numbers empty to keep them.`,
    cancel: 'Cancel',
    saved: 'Saved.',
    unavailable: 'Payment form unavailable',
    expiredForm: 'This payment form has expired. Close it and try again.',
    notOnFile: 'This payment method is not on file.',
    tooMany: (max) => `At most ${max} payment methods can be stored.`,
    errors: {
      card_number: 'Enter a valid card number.',
      expiry_format: 'Enter the expiry as MM/YY.',
      expired: 'This card has expired.',
      cvv: 'Enter the 3 or 4 digit security code.',
      card_name: 'Enter the name on the card.',
      zip: 'Enter a 5 digit ZIP code.',
      routing_number: 'Enter a valid 9 digit routing number.',
      account_number: 'Enter an account number of 4 to 17 digits.',
      account_type: 'Choose the account type.',
      bank_name: 'Enter the name on the account.',
    },
  },
  es: {
    title: 'Datos de pago',
    payWith: 'Pagar con',
    creditCard: 'Tarjeta de crédito',
    bankAccount: 'Cuenta bancaria',
    cardNumber: 'Número de tarjeta',
    expiry: 'Vencimiento (MM/AA)',
    securityCode: 'Código de seguridad',
    cardName: 'Nombre en la tarjeta',
    zip: 'Código postal',
    keepCard: (last4) => `Tarjeta terminada en ${last4}: deje el número vacío para conservarla.`,
    routingNumber: 'Número de ruta bancaria',
    accountNumber: 'Número de cuenta',
    accountType: 'Tipo de cuenta',
    checking: 'Cheques',
    savings: 'Ahorros',
    businessChecking: 'Cheques de empresa',
    bankName: 'Titular de la cuenta',
    keepAccount: (last4) => `Cuenta terminada en ${last4}: deje los números vacíos para conservarla.`,
    cancel: 'Cancelar',
    saved: 'Guardado.',
    unavailable: 'Formulario de pago no disponible',
    expiredForm: 'Este formulario de pago ha caducado. Ciérrelo e inténtelo de nuevo.',
    notOnFile: 'Este método de pago no está registrado.',
    tooMany: (max) => `Se pueden guardar como máximo ${max} métodos de pago.`,
    errors: {
      card_number: 'Ingrese un número de tarjeta válido.',
      expiry_format: 'Ingrese el vencimiento como MM/AA.',
      expired: 'Esta tarjeta está vencida.',
      cvv: 'Ingrese el código de seguridad de 3 o 4 dígitos.',
      card_name: 'Ingrese el nombre que figura en la tarjeta.',
      zip: 'Ingrese un código postal de 5 dígitos.',
      routing_number: 'Ingrese un número de ruta bancaria válido de 9 dígitos.',
      account_number: 'Ingrese un número de cuenta de 4 a 17 dígitos.',
      account_type: 'Elija el tipo de cuenta.',
      bank_name: 'Ingrese el nombre del titular de la cuenta.',
    },
  },
};
