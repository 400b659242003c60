import { centsOnBill, type DocLanguage, money, quantity } from '../../../pdf/format.ts';

/** One charge line as the statement PDF prints it. */
export interface StatementLine {
  typeDesc: string;
  code: string;
  unit: string;
  band: string | null;
  billedUsage: number;
  energyPrice: number;
  total: number;
}

const cycleWord = { en: 'cycle', es: 'ciclo' } as const;

/** The quantity column: usage in its unit, a share of the cycle, or a tax's taxable amount. */
export function quantityText(line: StatementLine, language: DocLanguage): string {
  if (!line.unit) return line.billedUsage ? quantity(line.billedUsage) : '';
  if (line.unit === 'usd') return money(line.billedUsage);
  if (line.unit === 'cycle')
    return `${quantity(line.billedUsage, line.billedUsage % 1 ? 3 : 0)} ${cycleWord[language]}`;
  return `${quantity(line.billedUsage, line.billedUsage % 1 ? 3 : 0)} ${line.unit}`;
}

/** The price column at full precision: ¢ per usage unit, $ per cycle, a tax's percentage. */
export function priceText(line: StatementLine, language: DocLanguage): string {
  if (!line.unit) return line.energyPrice ? `$ ${line.energyPrice.toFixed(5)}` : '';
  if (line.unit === 'usd')
    return `${quantity(line.energyPrice * 100, 4)
      .replace(/0+$/, '')
      .replace(/\.$/, '')} %`;
  if (line.unit === 'cycle') return `${money(line.energyPrice)}/${cycleWord[language]}`;
  return `${centsOnBill(line.energyPrice)} ¢/${line.unit}`;
}
