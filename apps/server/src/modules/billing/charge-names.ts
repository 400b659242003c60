import type { ChargeCode, EnergyBand } from '../rating/index.ts';

type Language = 'en' | 'es';

/** Names of the rating engine's line codes, as the statement prints them. */
const names: Record<ChargeCode, Record<Language, string>> = {
  energy: { en: 'Energy Charge', es: 'Cargo por energía' },
  gas_supply: { en: 'Gas Supply Charge', es: 'Cargo por suministro de gas' },
  base_charge: { en: 'Base Charge', es: 'Cargo base' },
  bill_credit: { en: 'Bill Credit', es: 'Crédito en la factura' },
  tdsp_customer_charge: { en: 'TDU Customer Charge', es: 'Cargo fijo de la distribuidora (TDU)' },
  tdsp_delivery: { en: 'TDU Delivery Charges', es: 'Cargos de entrega de la distribuidora (TDU)' },
  gas_customer_charge: { en: 'Gas Customer Charge', es: 'Cargo fijo de gas' },
  gas_distribution: { en: 'Distribution Charges', es: 'Cargos de distribución' },
  gross_receipts: {
    en: 'Gross Receipts Tax Reimbursement',
    es: 'Reembolso del impuesto sobre ingresos brutos',
  },
  city_sales_tax: { en: 'City Sales Tax', es: 'Impuesto municipal sobre ventas' },
  puc_assessment: { en: 'PUC Assessment', es: 'Cuota de la PUC' },
  rrc_gas_fee: {
    en: 'Railroad Commission Gas Utility Fee',
    es: 'Cuota de gas de la Comisión de Ferrocarriles',
  },
};

const bandNames = {
  peak: { en: 'peak hours', es: 'horas pico' },
  night: { en: 'night hours', es: 'horas nocturnas' },
  other: { en: 'other hours', es: 'otras horas' },
} as const;

const isCode = (code: string): code is ChargeCode => code in names;

/** A line's name; an energy line of a block or time-of-use window says which. */
export function chargeName(code: string, band: EnergyBand | null, language: Language): string {
  if (!isCode(code)) return code;
  const name = names[code][language];
  if (!band) return name;
  if (band.kind === 'tou') return `${name} (${bandNames[band.code][language]})`;
  const n = (v: number) => v.toLocaleString(language === 'es' ? 'es-US' : 'en-US');
  const range = band.upTo === null ? `> ${n(band.from)}` : `${n(band.from)}–${n(band.upTo)}`;
  return `${name} (${range})`;
}

/** A band as the charges table stores it ('block:0-1000', 'block:1000-', 'tou:night'). */
export function bandKey(band: EnergyBand | null): string | null {
  if (!band) return null;
  return band.kind === 'tou' ? `tou:${band.code}` : `block:${band.from}-${band.upTo ?? ''}`;
}

export function parseBand(key: string | null): EnergyBand | null {
  if (!key) return null;
  const [kind, value = ''] = key.split(':');
  if (kind === 'tou') return { kind: 'tou', code: value as 'peak' | 'night' | 'other' };
  const [from, upTo] = value.split('-');
  return { kind: 'block', from: Number(from), upTo: upTo ? Number(upTo) : null };
}
