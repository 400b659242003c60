import type { Pdf } from './render.ts';

export interface BrandColours {
  primary: string;
  accent: string;
}

type MarkDrawer = (doc: Pdf) => void;

/**
 * The brands' square marks (the `isologo.svg` of the web app), redrawn with PDF vector
 * operations: pdfkit cannot place SVG files, and vectors stay sharp when printed. Each
 * drawer works in a 48 × 48 box, like the SVG view boxes.
 */
const marks: Record<string, { colours: BrandColours; draw: MarkDrawer }> = {
  brightline: {
    colours: { primary: '#0b4f8a', accent: '#f0b429' },
    draw(doc) {
      doc.roundedRect(0, 0, 48, 48, 10).fill('#0b4f8a');
      doc.circle(24, 24, 8).fill('#f0b429');
      doc
        .path(
          'M24 7v4M24 37v4M7 24h4M37 24h4M12 12l2.8 2.8M33.2 33.2l2.8 2.8M12 36l2.8-2.8M33.2 14.8l2.8-2.8',
        )
        .lineWidth(2.6)
        .lineCap('round')
        .stroke('#f0b429');
    },
  },
  voltio: {
    colours: { primary: '#4527a0', accent: '#4dd0e1' },
    draw(doc) {
      doc.roundedRect(0, 0, 48, 48, 13).fill('#4527a0');
      doc.path('M27.5 6 13.5 27h10l-4 15 15-21h-10z').fill('#4dd0e1');
    },
  },
};

const fallbackColours: BrandColours = { primary: '#1f3a5f', accent: '#8aa4c8' };

export function brandColours(systemName: string): BrandColours {
  return marks[systemName]?.colours ?? fallbackColours;
}

/** Draws the brand's mark `size` points square at (x, y); unknown brands get their initial. */
export function drawBrandMark(
  doc: Pdf,
  systemName: string,
  name: string,
  x: number,
  y: number,
  size: number,
) {
  doc.save();
  doc.translate(x, y).scale(size / 48);
  const mark = marks[systemName];
  if (mark) {
    mark.draw(doc);
  } else {
    doc.roundedRect(0, 0, 48, 48, 10).fill(fallbackColours.primary);
    doc
      .fillColor('#ffffff')
      .font('Helvetica-Bold')
      .fontSize(28)
      .text(name.slice(0, 1).toUpperCase(), 0, 11, { width: 48, align: 'center' });
  }
  doc.restore();
}
