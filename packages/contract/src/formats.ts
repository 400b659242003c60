/**
 * One number format per language, for the screens and the printed documents alike (dates and
 * months: `date-formats.ts`, a module apart so the first load carries only numbers).
 *
 * Both languages write numbers the way the Americas do (Intl `en-US` / `es-US`: 1,234.56):
 * our Spanish readers are Texas customers, Mexican and US Spanish use the decimal point, and
 * the amount a customer types into the payment box is read the same way it is shown.
 *
 * Decimals are fixed per unit, so a column never mixes "0.25" with "0.253":
 * money 2 ("$ 4.95"); energy quantities 3 (kWh, CCF, therms: a 15-minute read is a fraction
 * of a unit and stored quantities keep 3 decimals); energy rates in cents per unit 4 (the
 * 6-decimal dollar prices billing stores: 0.129 $/kWh → "12.9000 ¢/kWh", so every line's
 * quantity × rate can be checked by hand).
 */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

/** 'es', 'es-MX', 'ES' → 'es'; anything else is shown in the fallback language. */
export function languageOf(value: string | null | undefined): Language {
  return (value ?? '').toLowerCase().startsWith('es') ? 'es' : 'en';
}

const LOCALE: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** The Intl locale a language formats numbers and clock times in: 'es' → 'es-US'. */
export function localeOf(language: string): string {
  return LOCALE[languageOf(language)];
}

export const MONEY_DECIMALS = 2;
export const QUANTITY_DECIMALS = 3;
export const RATE_CENTS_DECIMALS = 4;

const formats = new Map<string, Intl.NumberFormat>();

/** `value` with exactly `decimals` decimals and thousands grouped, in the language's format. */
export function formatNumber(value: number, decimals: number, language: string): string {
  const lang = languageOf(language);
  const id = `${lang}:${decimals}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE[lang], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(id, format);
  }
  // -0 would print as "-0.000".
  return format.format(value === 0 ? 0 : value);
}

/**
 * Spec §9: currency symbol, a space, two decimals ("$ 12.34", "-$ 3.20"). The space is a
 * no-break space so a narrow screen never leaves the "$" at the end of a line.
 */
export function formatAmount(amount: number, language: string, symbol = '$'): string {
  const cents = Math.round(amount * 100);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${symbol}\u00a0${formatNumber(Math.abs(cents) / 100, MONEY_DECIMALS, language)}`;
}

/** An energy quantity: "1,094.000 kWh"; without a unit just the number. */
export function formatQuantity(value: number, language: string, unit = ''): string {
  const number = formatNumber(value, QUANTITY_DECIMALS, language);
  return unit ? `${number}\u00a0${unit}` : number;
}

/** A rate in dollars per unit as retail prices are quoted, in cents: 0.129 → "12.9000 ¢/kWh". */
export function formatRate(dollarsPerUnit: number, language: string, unit = 'kWh'): string {
  return `${formatNumber(dollarsPerUnit * 100, RATE_CENTS_DECIMALS, language)}\u00a0¢/${unit}`;
}
