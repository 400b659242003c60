import { centsRate, money } from '../../../pdf/format.ts';
import {
  type DocumentFacts,
  type DocumentText,
  cancellationFeeWords,
  documentTitle,
} from '../document-model.ts';

/** Usage levels the label prices at (PUCT EFL: 500/1,000/2,000 kWh; gas shown per 50/100/150 CCF). */
const levels = { electric: [500, 1000, 2000], gas: [50, 100, 150] };

/** Average price per unit in cents at a usage level: energy plus the base charge spread over it. */
export function averageCents(rate: number, monthlyFee: number, usage: number): number {
  return Math.round(((rate * usage + monthlyFee) / usage) * 1000) / 10;
}

export function factsLabel({ plan: p, language, isGas, fixed }: DocumentFacts): DocumentText {
  const unit = p.utility.uom;
  const usages = isGas ? levels.gas : levels.electric;
  const es = language === 'es';
  const cents = (value: number) => `${value.toFixed(1)}¢`;
  const term = fixed
    ? es
      ? `${p.plan.terms} meses`
      : `${p.plan.terms} months`
    : es
      ? 'Mes a mes'
      : 'Month to month';
  const type = fixed ? (es ? 'Precio fijo' : 'Fixed rate') : es ? 'Precio variable' : 'Variable rate';
  const head = [
    es ? 'Consumo mensual' : 'Monthly use',
    ...usages.map((u) => `${u.toLocaleString('en-US')} ${unit}`),
  ];
  const rows = [
    [
      es ? 'Precio promedio por ' + unit : 'Average price per ' + unit,
      ...usages.map((u) => cents(averageCents(p.plan.rate, p.plan.monthlyFee, u))),
    ],
  ];
  const pricing = es
    ? [
        `Cargo por energía: ${centsRate(p.plan.rate)} por ${unit}. Cargo base: ${money(p.plan.monthlyFee)} por ciclo de facturación.`,
        `Los cargos de entrega de ${p.utility.name} se cobran aparte, sin margen, tal como los factura la distribuidora. Los precios no incluyen impuestos ni cuotas estatales.`,
      ]
    : [
        `Energy charge: ${centsRate(p.plan.rate)} per ${unit}. Base charge: ${money(p.plan.monthlyFee)} per billing cycle.`,
        `Delivery charges of ${p.utility.name} are passed through without mark-up, as the utility bills them. Prices exclude taxes and state assessments.`,
      ];
  const contract = es
    ? [
        `Tipo de producto: ${type}. Plazo del contrato: ${term}.`,
        `Cargo por cancelación anticipada: ${cancellationFeeWords(p.plan, 'es')}. No se cobra si se muda y presenta comprobante de su nueva dirección.`,
      ]
    : [
        `Product type: ${type}. Contract term: ${term}.`,
        `Early cancellation fee: ${cancellationFeeWords(p.plan, 'en')}. It is waived when you move and show proof of your new address.`,
      ];
  return {
    title: `${documentTitle('facts-label', { language, isGas })}: ${p.plan.name}`,
    intro: es
      ? `${p.brand.formalName} · Área de servicio de ${p.utility.name}. Este resumen muestra el precio promedio de este plan a distintos niveles de consumo.`
      : `${p.brand.formalName} · ${p.utility.name} service area. This summary shows the plan's average price at different levels of use.`,
    table: { head, rows },
    sections: [
      { heading: es ? 'Precios' : 'Pricing', paragraphs: pricing },
      { heading: es ? 'Contrato' : 'Contract', paragraphs: contract },
      {
        heading: es ? 'Otros documentos' : 'Other documents',
        paragraphs: [
          es
            ? 'Lea también los Términos de Servicio y Sus Derechos como Cliente de este plan. Su consumo real determina su precio promedio.'
            : 'Read this plan’s Terms of Service and Your Rights as a Customer as well. Your actual use determines your average price.',
        ],
      },
    ],
  };
}
