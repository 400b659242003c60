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

/**
 * `value` with exactly `decimals` decimals and thousands grouped, in the language's format.
 *
 * Both languages print what `Intl.NumberFormat('en-US' | 'es-US')` prints with those decimals,
 * digit for digit (formats.test.ts compares them over thousands of values), but without Intl:
 * a page's first number or date formatter starts ICU's data, 30–60 ms of a browser's main
 * thread at full speed (four times that on a phone), and money is on Home's first screen
 * (issue 18). Like ICU, it rounds the shortest decimal that reads back as the value, half away
 * from zero: 1.005 → "1.01" (where `toFixed` gives "1.00"), 2.5 → "3". The language stays in
 * the signature for the day the two formats part.
 */
export function formatNumber(value: number, decimals: number, _language: string): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  // -0 would print as "-0.000"; any other negative keeps its sign, even rounded to zero, as Intl.
  const sign = value < 0 ? '-' : '';
  const { whole, fraction } = roundDecimal(Math.abs(value), decimals);
  const grouped = groupThousands(whole);
  return decimals > 0 ? `${sign}${grouped}.${fraction}` : `${sign}${grouped}`;
}

/** `magnitude` (≥ 0) rounded half up at `decimals`, as the digits before and after the point. */
function roundDecimal(magnitude: number, decimals: number): { whole: string; fraction: string } {
  // Number → String is the shortest decimal that reads back as the number ("1.005", "1.5e-7").
  const text = String(magnitude);
  const dot = text.indexOf('.');
  // Most figures (money with its cents, whole kWh) need no rounding: only padding.
  if (!text.includes('e') && (dot < 0 || text.length - dot - 1 <= decimals)) {
    return dot < 0
      ? { whole: text, fraction: '0'.repeat(decimals) }
      : { whole: text.slice(0, dot), fraction: text.slice(dot + 1).padEnd(decimals, '0') };
  }
  const [mantissa = '0', exponent = '0'] = text.split('e');
  const [integer = '0', rest = ''] = mantissa.split('.');
  let digits = integer + rest;
  let point = integer.length + Number(exponent); // how many of `digits` come before the point
  if (point < 1) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point + decimals + 1, '0');
  let kept = digits.slice(0, point + decimals);
  if (digits[point + decimals]! >= '5') {
    kept = addOneAtTheEnd(kept);
    point += kept.length - (point + decimals);
  }
  return { whole: kept.slice(0, point).replace(/^0+(?=\d)/, ''), fraction: kept.slice(point) };
}

/** '1234567' → '1,234,567'. */
function groupThousands(whole: string): string {
  const head = whole.length % 3 || 3;
  let out = whole.slice(0, head);
  for (let i = head; i < whole.length; i += 3) out += `,${whole.slice(i, i + 3)}`;
  return out;
}

/** '0199' → '0200', '999' → '1000': a string of digits plus one in its last place. */
function addOneAtTheEnd(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
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
