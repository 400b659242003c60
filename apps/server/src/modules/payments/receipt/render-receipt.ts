import type { PaymentReceipt } from '@myaccount/contract';
import { brandColours, drawBrandMark } from '../../../pdf/brand-mark.ts';
import { type DocLanguage, money, slug } from '../../../pdf/format.ts';
import { type Pdf, renderPdf } from '../../../pdf/render.ts';
import { MARKET_TIME_ZONE } from '../../service-changes/index.ts';

/** Every printed word of a receipt, per language (Spanish as usted). */
const labels = {
  en: {
    title: 'Payment receipt',
    depositTitle: 'Deposit payment receipt',
    confirmation: 'Confirmation number',
    amount: 'Amount paid',
    method: 'Payment method',
    date: 'Date',
    serviceAddress: 'Service address',
    account: 'ESIID / utility account',
    customer: 'Customer',
    thanks: 'Thank you for your payment.',
    note: 'Your balance is updated once the payment is posted, usually within one business day.',
    card: (type: string, last4: string) => `${type} ending ${last4}`,
    creditCard: 'Credit card',
    bank: (type: string, last4: string) => `${type} account ending ${last4}`,
    accountTypes: { checking: 'Checking', savings: 'Savings' } as Record<string, string>,
    file: 'payment-receipt',
    questions: 'Questions?',
  },
  es: {
    title: 'Recibo de pago',
    depositTitle: 'Recibo de pago del depósito',
    confirmation: 'Número de confirmación',
    amount: 'Importe pagado',
    method: 'Método de pago',
    date: 'Fecha',
    serviceAddress: 'Dirección del servicio',
    account: 'ESIID / cuenta de la distribuidora',
    customer: 'Cliente',
    thanks: 'Gracias por su pago.',
    note: 'Su saldo se actualiza cuando el pago se registra, normalmente en un día hábil.',
    card: (type: string, last4: string) => `${type} terminada en ${last4}`,
    creditCard: 'Tarjeta de crédito',
    bank: (type: string, last4: string) => `Cuenta ${type} terminada en ${last4}`,
    accountTypes: { checking: 'corriente', savings: 'de ahorros' } as Record<string, string>,
    file: 'recibo-de-pago',
    questions: '¿Preguntas?',
  },
} as const;

export interface ReceiptDocument {
  language: DocLanguage;
  brand: {
    systemName: string;
    brandingName: string;
    formalName: string;
    phone: string;
    customerCareEmail: string;
  };
  customerName: string;
  receipt: PaymentReceipt;
}

/** "Visa ending 1111" / "Checking account ending 6789": the same words as the app's label. */
export function methodText(m: PaymentReceipt['paymentMethod'], language: DocLanguage): string {
  const l = labels[language];
  if (m.paymentTypeId === 2) {
    const type = l.accountTypes[m.accountType || 'checking'] ?? m.accountType;
    return l.bank(type, m.accountNumber.slice(-4));
  }
  return l.card(m.cardType || l.creditCard, m.cardNumber.slice(-4));
}

/**
 * The charge's moment in the market's time zone (Central), with the zone named, so a printed
 * receipt reads the same wherever it is opened: "11/25/2026 10:42 AM CST" / "25/11/2026 10:42 CST".
 */
export function receiptDateText(instant: string, language: DocLanguage): string {
  const parts = new Intl.DateTimeFormat(language === 'es' ? 'es-MX' : 'en-US', {
    timeZone: MARKET_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hour12: language === 'en',
    timeZoneName: 'short',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date =
    language === 'en'
      ? `${part('month')}/${part('day')}/${part('year')}`
      : `${part('day')}/${part('month')}/${part('year')}`;
  const time = `${part('hour')}:${part('minute')}${language === 'en' ? ` ${part('dayPeriod').toUpperCase()}` : ''}`;
  return `${date} ${time} ${part('timeZoneName')}`;
}

/** "brightline-energy-payment-receipt-60012345.pdf", like the statements' names. */
export function receiptFileName(
  brandingName: string,
  receipt: PaymentReceipt,
  language: DocLanguage,
): string {
  const number = receipt.confirmationNumber || String(receipt.id_charge_transaction);
  return `${slug(brandingName)}-${labels[language].file}-${slug(number)}.pdf`;
}

const LEFT = 48;
const WIDTH = 612 - 2 * 48;
const INK = '#1d2530';
const MUTED = '#5c6670';

/** One receipt page: the brand, the amount, then each fact on its own labelled line. */
export function renderReceipt(d: ReceiptDocument): Promise<Buffer> {
  const l = labels[d.language];
  const r = d.receipt;
  const title = r.isDepositPayment ? l.depositTitle : l.title;
  return renderPdf(
    {
      title: `${title} ${r.confirmationNumber}`,
      author: d.brand.formalName,
      subject: title,
      language: d.language,
    },
    (doc: Pdf) => {
      const { primary } = brandColours(d.brand.systemName);
      drawBrandMark(doc, d.brand.systemName, d.brand.brandingName, LEFT, 44, 40);
      doc
        .font('Helvetica-Bold')
        .fontSize(16)
        .fillColor(primary)
        .text(d.brand.brandingName, LEFT + 50, 48);
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor(MUTED)
        .text(d.brand.formalName, LEFT + 50, 68);
      doc
        .font('Helvetica-Bold')
        .fontSize(14)
        .fillColor(INK)
        .text(title, LEFT, 50, { width: WIDTH, align: 'right' });
      doc
        .moveTo(LEFT, 100)
        .lineTo(LEFT + WIDTH, 100)
        .lineWidth(1)
        .strokeColor(primary)
        .stroke();

      doc.roundedRect(LEFT, 116, WIDTH, 56, 6).fill('#f2f5f9');
      doc.rect(LEFT, 116, 5, 56).fill(primary);
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .fillColor(INK)
        .text(l.amount, LEFT + 16, 128);
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(MUTED)
        .text(l.thanks, LEFT + 16, 146);
      doc
        .font('Helvetica-Bold')
        .fontSize(22)
        .fillColor(primary)
        .text(money(r.amount), LEFT, 130, { width: WIDTH - 16, align: 'right' });

      const facts: [string, string][] = [
        [l.confirmation, r.confirmationNumber],
        [l.date, receiptDateText(r.date, d.language)],
        [l.method, methodText(r.paymentMethod, d.language)],
        [l.customer, d.customerName],
        [l.serviceAddress, r.enrollment.serviceAddress],
        [l.account, r.enrollment.ldcAccount || '-'],
      ];
      let y = 196;
      for (const [label, value] of facts) {
        doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, LEFT, y, { width: 170 });
        doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .fillColor(INK)
          .text(value, LEFT + 180, y, { width: WIDTH - 180 });
        y = Math.max(doc.y, y + 14) + 8;
      }
      doc
        .moveTo(LEFT, y + 4)
        .lineTo(LEFT + WIDTH, y + 4)
        .lineWidth(0.5)
        .strokeColor('#d0d5dc')
        .stroke();
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(MUTED)
        .text(l.note, LEFT, y + 14, { width: WIDTH });
      const contact = [d.brand.phone, d.brand.customerCareEmail].filter((part) => part.trim()).join(' · ');
      if (contact) doc.text(`${l.questions} ${contact}`, LEFT, doc.y + 6, { width: WIDTH });
    },
  );
}
