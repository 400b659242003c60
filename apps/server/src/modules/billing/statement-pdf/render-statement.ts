import { brandColours, drawBrandMark } from '../../../pdf/brand-mark.ts';
import { calendarDate, type DocLanguage, money } from '../../../pdf/format.ts';
import { type Pdf, renderPdf, stampFooters } from '../../../pdf/render.ts';
import type { ShortExplanation } from '../../bill-change/index.ts';
import { chargeName, parseBand } from '../charge-names.ts';
import { type StatementLabels, statementLabels } from './labels.ts';
import { priceText, quantityText, type StatementLine } from './line-columns.ts';
import { drawUsageChart, type UsageBar } from './usage-chart.ts';

export interface PostalAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  correspondenceZip: string;
}

/** Everything a statement prints, already loaded and checked by the service. */
export interface StatementDocument {
  language: DocLanguage;
  brand: {
    systemName: string;
    brandingName: string;
    formalName: string;
    phone: string;
    customerCareEmail: string;
    urlBase: string;
    officeHours: string;
  };
  customerName: string;
  billingAddress: PostalAddress;
  serviceAddress: PostalAddress;
  ldcLabel: string;
  ldcAccount: string;
  billingAccount: string;
  planName: string;
  utilityName: string;
  utilityPhone: string;
  unit: string;
  isGas: boolean;
  statement: {
    custStatementNum: string;
    periodStart: string;
    periodEnd: string;
    mailingDate: string;
    delinquentDate: string;
    previousBalance: number;
    paymentsReceived: number;
    totalStmtAmt: number;
    currentStmtBalance: number;
    pastDueBalance: number;
  };
  lines: StatementLine[];
  /** Why the bill changed from the previous one, short (null for a first bill). */
  change: ShortExplanation | null;
  /** Oldest first, the statement's own period last. */
  usage: UsageBar[];
}

/** What the statement asked for when it was mailed; its balance today may be lower (paid). */
const amountDue = (s: StatementDocument['statement']) =>
  Math.round((s.previousBalance - s.paymentsReceived + s.totalStmtAmt) * 100) / 100;

const LEFT = 48;
const WIDTH = 612 - 2 * 48;
const INK = '#1d2530';
const MUTED = '#5c6670';

function addressLines(a: PostalAddress): string[] {
  return [a.address1, a.address2, `${a.city}, ${a.state} ${a.correspondenceZip}`].filter((l) => l.trim());
}

/** A label/value pair on one line: label left in grey, value right-aligned. */
function row(doc: Pdf, label: string, value: string, y: number, x: number, width: number, bold = false) {
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, x, y, { width, lineBreak: false });
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fillColor(INK)
    .text(value, x, y, { width, align: 'right', lineBreak: false });
}

function header(doc: Pdf, d: StatementDocument, l: StatementLabels) {
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

  const x = 340;
  const w = LEFT + WIDTH - x;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(d.isGas ? l.gasTitle : l.title, x, 46, { width: w, align: 'right' });
  row(doc, l.statementNumber, d.statement.custStatementNum, 64, x, w, true);
  row(doc, l.mailingDate, calendarDate(d.statement.mailingDate, d.language), 76, x, w);
  row(doc, l.dueDate, calendarDate(d.statement.delinquentDate, d.language), 88, x, w, true);
  doc
    .moveTo(LEFT, 108)
    .lineTo(LEFT + WIDTH, 108)
    .lineWidth(1)
    .strokeColor(primary)
    .stroke();
}

function accountBlock(doc: Pdf, d: StatementDocument, l: StatementLabels): number {
  const y = 120;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(l.customer.toUpperCase(), LEFT, y);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text(d.customerName, LEFT, y + 13);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(addressLines(d.billingAddress).join('\n'), LEFT, y + 26);

  const x = 300;
  const w = LEFT + WIDTH - x;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(l.serviceAddress.toUpperCase(), x, y);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(INK)
    .text(addressLines(d.serviceAddress).join(', '), x, y + 13, { width: w });
  const period = `${calendarDate(d.statement.periodStart, d.language)} - ${calendarDate(d.statement.periodEnd, d.language)}`;
  const facts: [string, string][] = [
    [d.ldcLabel, d.ldcAccount],
    [l.billingAccount, d.billingAccount],
    [l.plan, d.planName],
    [l.utility, d.utilityName],
    [l.servicePeriod, period],
  ];
  facts.forEach(([label, value], i) => row(doc, label, value, y + 40 + i * 12, x, w));
  return y + 40 + facts.length * 12 + 10;
}

function amountDueBox(doc: Pdf, d: StatementDocument, l: StatementLabels, y: number): number {
  const { primary } = brandColours(d.brand.systemName);
  const height = d.statement.pastDueBalance > 0 ? 58 : 46;
  doc.roundedRect(LEFT, y, WIDTH, height, 6).fill('#f2f5f9');
  doc.rect(LEFT, y, 5, height).fill(primary);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(l.amountDue, LEFT + 16, y + 10);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(l.payBy(calendarDate(d.statement.delinquentDate, d.language)), LEFT + 16, y + 27);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(primary)
    .text(money(amountDue(d.statement)), LEFT, y + 12, { width: WIDTH - 16, align: 'right' });
  if (d.statement.pastDueBalance > 0) {
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor('#b42318')
      .text(`${l.pastDue}: ${money(d.statement.pastDueBalance)}`, LEFT + 16, y + 41);
  }
  return y + height + 14;
}

function sectionTitle(doc: Pdf, text: string, y: number, colour: string): number {
  doc.font('Helvetica-Bold').fontSize(10).fillColor(colour).text(text, LEFT, y);
  return y + 16;
}

function summary(doc: Pdf, d: StatementDocument, l: StatementLabels, y: number, width: number): number {
  const s = d.statement;
  let at = sectionTitle(doc, l.summary, y, brandColours(d.brand.systemName).primary);
  const lines: [string, number, boolean][] = [
    [l.previousBalance, s.previousBalance, false],
    [l.paymentsReceived, -s.paymentsReceived, false],
    [l.balanceForward, s.previousBalance - s.paymentsReceived, false],
    [l.currentCharges, s.totalStmtAmt, false],
    [l.amountDue, amountDue(s), true],
  ];
  for (const [label, amount, bold] of lines) {
    if (bold)
      doc
        .moveTo(LEFT + width / 2, at - 2)
        .lineTo(LEFT + width, at - 2)
        .lineWidth(0.5)
        .strokeColor(MUTED)
        .stroke();
    row(doc, label, money(amount), at, LEFT, width, bold);
    at += 13;
  }
  return at + 8;
}

function chargeTable(doc: Pdf, d: StatementDocument, l: StatementLabels, y: number): number {
  let at = sectionTitle(doc, l.chargeDetails, y, brandColours(d.brand.systemName).primary);
  const cols = [
    { x: LEFT, w: 250, align: 'left' as const },
    { x: LEFT + 250, w: 90, align: 'right' as const },
    { x: LEFT + 340, w: 100, align: 'right' as const },
    { x: LEFT + 440, w: WIDTH - 440, align: 'right' as const },
  ];
  const cells = (values: string[], font: string, colour: string) => {
    doc.font(font).fontSize(9).fillColor(colour);
    values.forEach((v, i) =>
      doc.text(v, cols[i]!.x, at, { width: cols[i]!.w, align: cols[i]!.align, lineBreak: false }),
    );
    at += 13;
  };
  cells([l.description, l.usage, l.price, l.amount], 'Helvetica-Bold', MUTED);
  for (const line of d.lines) {
    if (at > 700) {
      doc.addPage();
      at = 60;
    }
    cells(
      [
        line.code ? chargeName(line.code, parseBand(line.band), d.language) : line.typeDesc,
        quantityText(line, d.language),
        priceText(line, d.language),
        money(line.total),
      ],
      'Helvetica',
      INK,
    );
  }
  doc
    .moveTo(LEFT, at - 2)
    .lineTo(LEFT + WIDTH, at - 2)
    .lineWidth(0.5)
    .strokeColor(MUTED)
    .stroke();
  const total = d.lines.reduce((sum, line) => sum + Math.round(line.total * 100), 0) / 100;
  row(doc, l.total, money(total), at, LEFT, WIDTH, true);
  return at + 22;
}

/**
 * Why the bill changed, beside the account summary so a bill stays one page: the headline and
 * the top drivers, which add up to the change.
 */
function changeSection(doc: Pdf, change: ShortExplanation, colour: string, x: number, y: number): number {
  const width = LEFT + WIDTH - x;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(colour).text(change.title, x, y, { width });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(INK)
    .text(change.headline, x, y + 16, { width });
  for (const driver of change.drivers) doc.text(`•  ${driver}`, x + 6, doc.y + 2, { width: width - 6 });
  return doc.y + 8;
}

/** The account summary, and the change explanation to its right when there is one. */
function summaryAndChange(doc: Pdf, d: StatementDocument, l: StatementLabels, y: number): number {
  if (!d.change) return summary(doc, d, l, y, WIDTH);
  const half = WIDTH / 2 - 12;
  const left = summary(doc, d, l, y, half);
  const right = changeSection(doc, d.change, brandColours(d.brand.systemName).primary, LEFT + half + 24, y);
  return Math.max(left, right);
}

function usageSection(doc: Pdf, d: StatementDocument, l: StatementLabels, y: number): number {
  let at = y;
  if (at > 560) {
    doc.addPage();
    at = 60;
  }
  const { primary } = brandColours(d.brand.systemName);
  at = sectionTitle(doc, `${l.usageHistory} (${d.unit})`, at, primary);
  drawUsageChart(doc, d.usage, { x: LEFT, y: at, width: WIDTH, height: 120 }, primary, d.unit);
  at += 126;
  if (d.usage.some((b) => b.estimated)) {
    doc.font('Helvetica').fontSize(7).fillColor(MUTED).text(l.estimatedNote, LEFT, at);
    at += 12;
  }
  return at + 6;
}

function contact(doc: Pdf, d: StatementDocument, l: StatementLabels, y: number) {
  const at = Math.max(y, 680);
  const b = d.brand;
  doc
    .moveTo(LEFT, at)
    .lineTo(LEFT + WIDTH, at)
    .lineWidth(0.5)
    .strokeColor('#c8ccd2')
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .fillColor(INK)
    .text(l.questions, LEFT, at + 8);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text([b.phone, b.customerCareEmail, b.urlBase].filter(Boolean).join('  |  '), LEFT, at + 20)
    .text(b.officeHours, LEFT, at + 31)
    .text(`${l.outage} ${d.utilityName}: ${d.utilityPhone}`, LEFT, at + 42);
}

/** The statement as a PDF: one page for a normal bill, more only for very long itemisations. */
export function renderStatementPdf(d: StatementDocument): Promise<Buffer> {
  const l = statementLabels[d.language];
  return renderPdf(
    {
      title: `${d.isGas ? l.gasTitle : l.title} ${d.statement.custStatementNum}`,
      author: d.brand.formalName,
      subject: `${l.statementNumber} ${d.statement.custStatementNum}`,
      language: d.language === 'es' ? 'es-US' : 'en-US',
    },
    (doc) => {
      header(doc, d, l);
      let y = accountBlock(doc, d, l);
      y = amountDueBox(doc, d, l, y);
      y = summaryAndChange(doc, d, l, y);
      y = chargeTable(doc, d, l, y);
      y = usageSection(doc, d, l, y);
      contact(doc, d, l, y);
      stampFooters(doc, (page, pages) => `${d.brand.formalName}  ·  ${l.page(page, pages)}`);
    },
  );
}
