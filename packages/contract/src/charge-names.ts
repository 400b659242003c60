import type { Words } from './names.ts';

/** Charge lines of a statement (spec §3 Charge `type_Desc`), by the line's `code`. */
export const chargeNames = {
  energy: { en: 'Energy Charge', es: 'Cargo por energía' },
  gas_supply: { en: 'Gas Supply Charge', es: 'Cargo por suministro de gas' },
  base_charge: { en: 'Base Charge', es: 'Cargo base' },
  bill_credit: { en: 'Bill Credit', es: 'Crédito en la factura' },
  tdsp_delivery: { en: 'TDU Delivery Charges', es: 'Cargos de entrega de la distribuidora (TDU)' },
  tdsp_customer_charge: { en: 'TDU Customer Charge', es: 'Cargo fijo de la distribuidora (TDU)' },
  gas_customer_charge: { en: 'Gas Customer Charge', es: 'Cargo fijo de la distribuidora de gas' },
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
} satisfies Record<string, Words>;

export type ChargeCode = keyof typeof chargeNames;
