import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

export interface PdfInfo {
  title: string;
  author: string;
  subject: string;
  language: string;
}

/**
 * Runs `draw` on a fresh US-letter document and resolves with the finished bytes. The
 * document is built in memory: a statement is tens of kilobytes, so streaming buys nothing
 * and a complete buffer lets the route send an exact Content-Length.
 */
export function renderPdf(info: PdfInfo, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 48,
    lang: info.language,
    displayTitle: true,
    // Kept in memory so footers ("page 1 of 2") can be written once the page count is known.
    bufferPages: true,
    info: { Title: info.title, Author: info.author, Subject: info.subject, Creator: 'My Account' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    draw(doc);
  } finally {
    doc.end();
  }
  return done;
}

/** `attachment; filename=…` with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Writes `text(page, pages)` centred at the foot of every page, below the bottom margin. */
export function stampFooters(doc: Pdf, text: (page: number, pages: number) => string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Text inside the margin would start a new page; lift the margin while stamping.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#5c6670')
      .text(text(i - range.start + 1, range.count), doc.page.margins.left, doc.page.height - 30, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
