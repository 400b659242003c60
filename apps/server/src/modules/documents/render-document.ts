import { brandColours, drawBrandMark } from '../../pdf/brand-mark.ts';
import { type Pdf, renderPdf, stampFooters } from '../../pdf/render.ts';
import type { DocumentText } from './document-model.ts';

const LEFT = 56;
const WIDTH = 612 - 2 * LEFT;
const INK = '#1d2530';
const MUTED = '#5c6670';

export interface DocumentBrand {
  systemName: string;
  brandingName: string;
  formalName: string;
}

function priceTable(doc: Pdf, table: NonNullable<DocumentText['table']>, colour: string) {
  const columns = table.head.length;
  const first = 170;
  const rest = (WIDTH - first) / (columns - 1);
  const x = (i: number) => (i === 0 ? LEFT : LEFT + first + (i - 1) * rest);
  const w = (i: number) => (i === 0 ? first : rest);
  let y = doc.y + 6;
  const line = (cells: string[], font: string, fill?: string) => {
    if (fill) doc.rect(LEFT, y - 4, WIDTH, 18).fill(fill);
    doc.font(font).fontSize(10).fillColor(INK);
    cells.forEach((cell, i) =>
      doc.text(cell, x(i), y, { width: w(i), align: i === 0 ? 'left' : 'center', lineBreak: false }),
    );
    y += 20;
  };
  line(table.head, 'Helvetica-Bold', '#eef2f6');
  for (const row of table.rows) line(row, 'Helvetica');
  doc
    .moveTo(LEFT, y - 4)
    .lineTo(LEFT + WIDTH, y - 4)
    .lineWidth(1)
    .strokeColor(colour)
    .stroke();
  doc.x = LEFT;
  doc.y = y + 6;
}

/** A plan document: brand header, title, intro, optional price table and numbered sections. */
export function renderDocumentPdf(
  text: DocumentText,
  brand: DocumentBrand,
  language: string,
): Promise<Buffer> {
  return renderPdf(
    {
      title: text.title,
      author: brand.formalName,
      subject: text.title,
      language: language === 'es' ? 'es-US' : 'en-US',
    },
    (doc) => {
      const { primary } = brandColours(brand.systemName);
      drawBrandMark(doc, brand.systemName, brand.brandingName, LEFT, 44, 32);
      doc
        .font('Helvetica-Bold')
        .fontSize(13)
        .fillColor(primary)
        .text(brand.brandingName, LEFT + 42, 52);
      doc.font('Helvetica-Bold').fontSize(17).fillColor(INK).text(text.title, LEFT, 100, { width: WIDTH });
      doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor(MUTED).text(text.intro, { width: WIDTH });
      doc.moveDown(0.8);
      if (text.table) priceTable(doc, text.table, primary);
      for (const section of text.sections) {
        doc.moveDown(0.6).font('Helvetica-Bold').fontSize(11).fillColor(primary).text(section.heading, LEFT);
        for (const paragraph of section.paragraphs) {
          doc.moveDown(0.25).font('Helvetica').fontSize(10).fillColor(INK).text(paragraph, LEFT, undefined, {
            width: WIDTH,
            lineGap: 2,
          });
        }
      }
      stampFooters(doc, (page, pages) => `${brand.formalName}  ·  ${page} / ${pages}`);
    },
  );
}
