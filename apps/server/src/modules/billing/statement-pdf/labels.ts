import type { DocLanguage } from '../../../pdf/format.ts';

/** Every printed word of a statement, per language. */
export const statementLabels = {
  en: {
    title: 'Electricity Statement',
    gasTitle: 'Natural Gas Statement',
    statementNumber: 'Statement number',
    billingAccount: 'Account number',
    mailingDate: 'Statement date',
    dueDate: 'Due date',
    servicePeriod: 'Service period',
    serviceAddress: 'Service address',
    customer: 'Customer',
    plan: 'Plan',
    utility: 'Utility',
    summary: 'Account summary',
    previousBalance: 'Previous balance',
    paymentsReceived: 'Payments received - thank you',
    balanceForward: 'Balance forward',
    currentCharges: 'Current charges',
    amountDue: 'Amount due',
    pastDue: 'Past due',
    chargeDetails: 'Current charges in detail',
    description: 'Description',
    usage: 'Usage',
    price: 'Price',
    amount: 'Amount',
    total: 'Total current charges',
    usageHistory: 'Your usage, last 13 months',
    estimatedNote: 'Lighter bars are estimated reads.',
    questions: 'Questions about your bill?',
    payBy: (date: string) => `Please pay by ${date}.`,
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    outage: 'Power outage or emergency? Call your utility',
  },
  es: {
    title: 'Estado de cuenta de electricidad',
    gasTitle: 'Estado de cuenta de gas natural',
    statementNumber: 'Número de estado de cuenta',
    billingAccount: 'Número de cuenta',
    mailingDate: 'Fecha del estado de cuenta',
    dueDate: 'Fecha de vencimiento',
    servicePeriod: 'Periodo de servicio',
    serviceAddress: 'Dirección del servicio',
    customer: 'Cliente',
    plan: 'Plan',
    utility: 'Distribuidora',
    summary: 'Resumen de la cuenta',
    previousBalance: 'Saldo anterior',
    paymentsReceived: 'Pagos recibidos - gracias',
    balanceForward: 'Saldo pendiente anterior',
    currentCharges: 'Cargos del periodo',
    amountDue: 'Total a pagar',
    pastDue: 'Saldo vencido',
    chargeDetails: 'Detalle de los cargos del periodo',
    description: 'Concepto',
    usage: 'Consumo',
    price: 'Precio',
    amount: 'Importe',
    total: 'Total de cargos del periodo',
    usageHistory: 'Su consumo, últimos 13 meses',
    estimatedNote: 'Las barras claras son lecturas estimadas.',
    questions: '¿Preguntas sobre su factura?',
    payBy: (date: string) => `Por favor pague a más tardar el ${date}.`,
    page: (n: number, of: number) => `Página ${n} de ${of}`,
    outage: '¿Apagón o emergencia? Llame a su distribuidora',
  },
} as const;

export type StatementLabels = (typeof statementLabels)[DocLanguage];

/**
 * The billing system writes charge types in English; Spanish statements translate the
 * ones it knows and keep any other as sent rather than guess.
 */
const chargeTypesEs: Record<string, string> = {
  'Energy Charge': 'Cargo por energía',
  'Gas Supply Charge': 'Cargo por suministro de gas',
  'TDU Delivery Charges': 'Cargos de entrega de la distribuidora (TDU)',
  'Distribution Charges': 'Cargos de distribución',
  'Base Charge': 'Cargo base',
  'Gross Receipts Tax Reimbursement': 'Reembolso del impuesto sobre ingresos brutos',
  'City Sales Tax': 'Impuesto municipal sobre ventas',
  'PUC Assessment': 'Cuota de la PUC',
  'Railroad Commission Gas Utility Fee': 'Cuota de gas de la Comisión de Ferrocarriles',
};

export function chargeType(typeDesc: string, language: DocLanguage): string {
  return language === 'es' ? (chargeTypesEs[typeDesc] ?? typeDesc) : typeDesc;
}
