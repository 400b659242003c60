import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ESPI_XSD } from '../../../test/espi-schema/validate.ts';
import { ELECTRICITY, serviceCodes } from './reading-type.ts';

// Issue 16: gas in CCF or therms per the utility, with the right ReadingType. The codes are
// checked against the schema's own enumerations, not against a copy of them.
const xsd = readFileSync(ESPI_XSD, 'utf8');

/** The appinfo name espi.xsd gives `value` in the simple type `typeName`. */
function enumerated(typeName: string, value: number): string | undefined {
  const type = new RegExp(`<xs:simpleType name="${typeName}">([\\s\\S]*?)</xs:simpleType>`).exec(xsd)?.[1];
  const entry = new RegExp(
    `<xs:enumeration value="${value}">[\\s\\S]*?<xs:appinfo>([^<]*)</xs:appinfo>`,
  ).exec(type ?? '');
  return entry?.[1];
}

describe('serviceCodes (ESPI ReadingType per service)', () => {
  it('a utility billing in therms: uom 169 (therm), energy, thousandths of a therm', () => {
    for (const uom of ['therm', 'Therms', 'THERM']) {
      const codes = serviceCodes(true, uom);
      expect(codes).toMatchObject({
        serviceKind: 1,
        commodity: 7,
        kind: 12,
        uom: 169,
        powerOfTenMultiplier: -3,
      });
      expect(codes.intervalLength).toBeUndefined(); // read once a billing cycle
    }
    expect(enumerated('UnitSymbolKind', 169)).toBe('therm');
    expect(enumerated('CommodityKind', 7)).toBe('naturalGas');
    expect(enumerated('ServiceKind', 1)).toBe('gas');
  });

  it('writes therms as integers that 10^powerOfTenMultiplier turns back into the billed therms', () => {
    const codes = serviceCodes(true, 'Therms');
    for (const therms of [0, 0.001, 1, 12.345, 87.6, 1234.5678]) {
      const value = codes.fromBilledUnit(therms);
      expect(Number.isInteger(value)).toBe(true);
      // The exported quantity is value × 10^pow therm; rounding only below a thousandth.
      expect(Math.abs(value * 10 ** codes.powerOfTenMultiplier - therms)).toBeLessThanOrEqual(0.0005);
    }
    expect(codes.fromBilledUnit(12.345)).toBe(12_345);
  });

  it('CCF (the default for gas) is volume: tenths of a cubic foot, uom 119 (ft³)', () => {
    for (const uom of ['CCF', 'ccf', null, undefined, '']) {
      expect(serviceCodes(true, uom)).toMatchObject({ kind: 58, uom: 119, powerOfTenMultiplier: -1 });
    }
    const codes = serviceCodes(true, 'CCF');
    // 1.234 CCF = 123.4 ft³ = 1,234 tenths of a cubic foot.
    expect(codes.fromBilledUnit(1.234) * 10 ** codes.powerOfTenMultiplier).toBeCloseTo(1.234 * 100, 9);
    expect(enumerated('UnitSymbolKind', 119)).toBe('ft3');
  });

  it('electricity ignores the utility unit: 15-minute watt-hours', () => {
    expect(serviceCodes(false, 'Therms')).toBe(ELECTRICITY);
    expect(ELECTRICITY).toMatchObject({
      serviceKind: 0,
      commodity: 1,
      kind: 12,
      uom: 72,
      intervalLength: 900,
    });
    expect(enumerated('UnitSymbolKind', 72)).toBe('Wh');
    expect(enumerated('MeasurementKind', 12)).toBe('energy');
  });
});
