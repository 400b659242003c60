/**
 * ESPI ReadingType and UsagePoint codes per service (NAESB REQ.21 enumerations in espi.xsd).
 * Quantities are exported as integers in the unit 10^powerOfTenMultiplier × uom, chosen so
 * the stored values need no rounding: watt-hours for power, thousandths of the billed gas unit.
 */
export interface ServiceCodes {
  /** ServiceKind: 0 electricity, 1 gas. */
  serviceKind: 0 | 1;
  /** CommodityKind: 1 electricity secondary metered, 7 natural gas. */
  commodity: number;
  /** MeasurementKind: 12 energy, 58 volume. */
  kind: number;
  /** UnitSymbolKind: 72 Wh, 119 ft³, 169 therm. */
  uom: number;
  powerOfTenMultiplier: number;
  /** Seconds per interval; omitted for meters read once a billing cycle. */
  intervalLength?: number;
  /** Integer value in the exported unit from a quantity in the billed unit (kWh, CCF, therm). */
  fromBilledUnit: (quantity: number) => number;
}

/** 15-minute watt-hours: accumulationBehaviour 4 (deltaData), kind 12 (energy), uom 72 (Wh). */
export const ELECTRICITY: ServiceCodes = {
  serviceKind: 0,
  commodity: 1,
  kind: 12,
  uom: 72,
  powerOfTenMultiplier: 0,
  intervalLength: 900,
  fromBilledUnit: (kwh) => Math.round(kwh * 1000),
};

/** CCF = 100 ft³, so thousandths of a CCF are tenths of a cubic foot (10^-1 ft³). */
const GAS_CCF: ServiceCodes = {
  serviceKind: 1,
  commodity: 7,
  kind: 58,
  uom: 119,
  powerOfTenMultiplier: -1,
  fromBilledUnit: (ccf) => Math.round(ccf * 1000),
};

/** Therms are energy: thousandths of a therm (10^-3 therm). */
const GAS_THERM: ServiceCodes = {
  serviceKind: 1,
  commodity: 7,
  kind: 12,
  uom: 169,
  powerOfTenMultiplier: -3,
  fromBilledUnit: (therms) => Math.round(therms * 1000),
};

/** The codes for an enrollment: gas in the utility's billed unit (CCF or therms), else power. */
export function serviceCodes(gas: boolean, utilityUom: string | null | undefined): ServiceCodes {
  if (!gas) return ELECTRICITY;
  return /therm/i.test(utilityUom ?? '') ? GAS_THERM : GAS_CCF;
}

/** ReadingQuality for a read the meter did not deliver: 8 = estimated using reference day. */
export const ESTIMATED_QUALITY = 8;
/** ISO 4217 numeric code of the bill amounts (US dollar). */
export const CURRENCY_USD = 840;
