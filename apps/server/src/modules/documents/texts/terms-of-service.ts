import { centsRate, money } from '../../../pdf/format.ts';
import {
  type DocumentFacts,
  type DocumentText,
  cancellationFeeWords,
  documentTitle,
} from '../document-model.ts';

export function termsOfService({ plan: p, language, isGas, fixed }: DocumentFacts): DocumentText {
  const b = p.brand;
  const es = language === 'es';
  const service = es ? (isGas ? 'gas natural' : 'electricidad') : isGas ? 'natural gas' : 'electricity';
  const fee = cancellationFeeWords(p.plan, language);
  const contact = `${b.phone} · ${b.customerCareEmail} · ${b.urlBase}`;
  const sections = es
    ? [
        {
          heading: '1. El acuerdo',
          paragraphs: [
            `Estos términos, la Etiqueta de Datos y Sus Derechos como Cliente forman su acuerdo con ${b.formalName} para el suministro de ${service} en el plan ${p.plan.name}. ${p.utility.name} entrega el servicio y atiende las emergencias.`,
          ],
        },
        {
          heading: '2. Plazo y renovación',
          paragraphs: [
            fixed
              ? `El plazo es de ${p.plan.terms} meses desde su primera lectura. Le avisaremos por escrito al menos 30 días antes del vencimiento; si no elige otro plan, pasará a un plan mes a mes.`
              : 'Este plan es mes a mes: no tiene plazo fijo y puede terminarlo en cualquier momento sin cargo.',
          ],
        },
        {
          heading: '3. Precio y facturación',
          paragraphs: [
            `Pagará ${centsRate(p.plan.rate)} por ${p.utility.uom} más un cargo base de ${money(p.plan.monthlyFee)} por ciclo, los cargos de entrega de la distribuidora y los impuestos aplicables. Le enviaremos un estado de cuenta cada mes; el pago vence 21 días después de la fecha del estado de cuenta.`,
          ],
        },
        {
          heading: '4. Depósitos y pagos atrasados',
          paragraphs: [
            'Podemos pedir un depósito según su historial de crédito o de pagos. Un saldo no pagado a tiempo puede generar un cargo por pago atrasado del 5 % y, tras los avisos que exige la ley, la desconexión del servicio.',
          ],
        },
        {
          heading: '5. Cancelación',
          paragraphs: [
            `Puede cancelar sin cargo dentro de los 3 días hábiles siguientes a recibir estos términos. Después, el cargo por cancelación anticipada es: ${fee}. No se cobra si se muda.`,
          ],
        },
        { heading: '6. Contacto', paragraphs: [contact, b.officeHours] },
      ]
    : [
        {
          heading: '1. The agreement',
          paragraphs: [
            `These terms, the Facts Label and Your Rights as a Customer make up your agreement with ${b.formalName} for ${service} on the ${p.plan.name} plan. ${p.utility.name} delivers the service and answers emergencies.`,
          ],
        },
        {
          heading: '2. Term and renewal',
          paragraphs: [
            fixed
              ? `The term is ${p.plan.terms} months from your first meter read. We will write to you at least 30 days before it ends; if you choose no other plan, you move to a month-to-month plan.`
              : 'This plan is month to month: it has no fixed term and you can end it at any time without a fee.',
          ],
        },
        {
          heading: '3. Price and billing',
          paragraphs: [
            `You pay ${centsRate(p.plan.rate)} per ${p.utility.uom} plus a base charge of ${money(p.plan.monthlyFee)} per cycle, the utility's delivery charges and applicable taxes. We send a statement every month; payment is due 21 days after the statement date.`,
          ],
        },
        {
          heading: '4. Deposits and late payments',
          paragraphs: [
            'We may ask for a deposit based on your credit or payment history. A balance not paid on time may carry a 5% late fee and, after the notices the law requires, disconnection of service.',
          ],
        },
        {
          heading: '5. Cancellation',
          paragraphs: [
            `You may cancel without a fee within 3 business days of receiving these terms. After that, the early cancellation fee is: ${fee}. It is waived when you move.`,
          ],
        },
        { heading: '6. Contact', paragraphs: [contact, b.officeHours] },
      ];
  return {
    title: `${documentTitle('terms-of-service', { language, isGas })}: ${p.plan.name}`,
    intro: b.formalName,
    sections,
  };
}
