import type { Pdf } from '../../../pdf/render.ts';
import { quantity } from '../../../pdf/format.ts';

export interface UsageBar {
  label: string;
  value: number;
  estimated: boolean;
}

export interface ChartBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A round top for the value axis: 2,347 → 2,500, so gridlines land on readable numbers. */
export function niceCeiling(max: number): number {
  if (max <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * magnitude >= max)!;
  return step * magnitude;
}

/**
 * Monthly usage as vertical bars, oldest on the left, the billed month in the brand colour
 * and estimated reads lighter. Values print above the bars, so the chart reads in greyscale.
 */
export function drawUsageChart(doc: Pdf, bars: UsageBar[], box: ChartBox, colour: string, unit: string) {
  const labelBand = 14;
  const valueBand = 10;
  const plotTop = box.y + valueBand;
  const plotHeight = box.height - labelBand - valueBand;
  const baseline = plotTop + plotHeight;
  const top = niceCeiling(Math.max(0, ...bars.map((b) => b.value)));

  doc.save();
  doc.lineWidth(0.5).strokeColor('#c8ccd2');
  for (let i = 0; i <= 2; i++) {
    const y = baseline - (plotHeight * i) / 2;
    doc
      .moveTo(box.x, y)
      .lineTo(box.x + box.width, y)
      .stroke();
  }
  doc.fillColor('#5c6670').font('Helvetica').fontSize(6.5);
  doc.text(`${quantity(top)} ${unit}`, box.x, plotTop - 8, {
    width: box.width,
    align: 'left',
    lineBreak: false,
  });

  const slot = box.width / Math.max(bars.length, 1);
  const barWidth = slot * 0.62;
  bars.forEach((bar, i) => {
    const height = (plotHeight * Math.max(bar.value, 0)) / top;
    const x = box.x + i * slot + (slot - barWidth) / 2;
    const last = i === bars.length - 1;
    doc
      .rect(x, baseline - height, barWidth, height)
      .fillOpacity(bar.estimated ? 0.35 : 1)
      .fill(last ? colour : '#7d8894');
    doc.fillOpacity(1).fillColor('#2b3440').fontSize(6);
    doc.text(quantity(bar.value), x - 6, baseline - height - 8, {
      width: barWidth + 12,
      align: 'center',
      lineBreak: false,
    });
    doc.fillColor('#5c6670').fontSize(6.5);
    doc.text(bar.label, x - 6, baseline + 4, { width: barWidth + 12, align: 'center', lineBreak: false });
  });
  doc.restore();
}
