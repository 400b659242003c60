import type { IntervalBlockData } from './interval-blocks.ts';
import type { LocalTimeParameters } from './local-time.ts';
import { CURRENCY_USD, ESTIMATED_QUALITY, type ServiceCodes } from './reading-type.ts';
import { uuidV5 } from './uuid.ts';

export interface BillSummary {
  /** Stable key (the statement). */
  key: string;
  start: number;
  duration: number;
  /** The bill's current charges in dollars. */
  amount: number;
  /** Billed usage in the billed unit (kWh, CCF, therm). */
  usage: number;
}

export interface EspiFeedInput {
  customerId: number;
  enrollmentId: number;
  /** Shown as the feed's title: the brand, no personal data. */
  brandName: string;
  codes: ServiceCodes;
  active: boolean;
  localTime: LocalTimeParameters;
  window: { startDate: string; endDate: string };
  now: Date;
  blocks: AsyncIterable<IntervalBlockData> | Iterable<IntervalBlockData>;
  summaries: BillSummary[];
}

const ESPI_NS = 'http://naesb.org/espi';
const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Atom dates: UTC with Z, whole seconds. */
const atomDate = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;
/** Dollars to ESPI's hundred-thousandths of the currency, exactly (cents × 1000). */
const toHundredThousandths = (dollars: number) => Math.round(dollars * 100) * 1000;
const interval = (start: number, duration: number) =>
  `<duration>${duration}</duration><start>${start}</start>`;

/** Resource paths of one customer's usage point, in the ESPI REST layout (GB Data Custodian). */
function paths(customerId: number, enrollmentId: number) {
  const customer = `/espi/1_1/resource/RetailCustomer/${uuidV5(`RetailCustomer/${customerId}`)}`;
  const usagePoint = `${customer}/UsagePoint/${enrollmentId}`;
  const meterReading = `${usagePoint}/MeterReading/1`;
  return {
    usagePoints: `${customer}/UsagePoint`,
    usagePoint,
    meterReadings: `${usagePoint}/MeterReading`,
    meterReading,
    intervalBlocks: `${meterReading}/IntervalBlock`,
    summaries: `${usagePoint}/ElectricPowerUsageSummary`,
    readingTypes: '/espi/1_1/resource/ReadingType',
    readingType: `/espi/1_1/resource/ReadingType/${enrollmentId}`,
    localTimes: '/espi/1_1/resource/LocalTimeParameters',
    localTime: '/espi/1_1/resource/LocalTimeParameters/1',
  };
}

interface EntryLinks {
  self: string;
  up: string;
  related?: string[];
}

/**
 * Streams a Green Button Download My Data file: an Atom feed (RFC 4287) whose entries carry
 * NAESB REQ.21 ESPI resources. Every atom:id is a type-5 UUID of a stable key, so the same
 * request yields the same ids; blocks are written as they arrive, so memory stays flat.
 */
export async function* espiFeed(input: EspiFeedInput): AsyncGenerator<string> {
  const p = paths(input.customerId, input.enrollmentId);
  const now = atomDate(input.now);
  const { codes } = input;
  const entry = (key: string, title: string, links: EntryLinks, type: string, body: string) => {
    const link = (rel: string, href: string, kind: string) =>
      `<link rel="${rel}" href="${href}" type="${kind}"/>`;
    const related = (links.related ?? []).map((href) => link('related', href, `espi-feed/${type}`)).join('');
    return (
      `<entry><id>urn:uuid:${uuidV5(key)}</id>` +
      link('self', links.self, `espi-entry/${type}`) +
      link('up', links.up, `espi-feed/${type}`) +
      related +
      `<title>${escapeXml(title)}</title>` +
      `<content><${type} xmlns="${ESPI_NS}">${body}</${type}></content>` +
      `<published>${now}</published><updated>${now}</updated></entry>\n`
    );
  };

  const feedKey = `${p.usagePoint}/${input.window.startDate}/${input.window.endDate}`;
  yield (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<feed xmlns="http://www.w3.org/2005/Atom">\n` +
    `<id>urn:uuid:${uuidV5(feedKey)}</id>` +
    `<title>${escapeXml(input.brandName)} Green Button Download My Data</title>` +
    `<updated>${now}</updated>` +
    `<link rel="self" href="${p.usagePoint}" type="espi-feed/UsagePoint"/>\n`
  );

  const lt = input.localTime;
  yield entry(
    p.localTime,
    'Local time',
    { self: p.localTime, up: p.localTimes },
    'LocalTimeParameters',
    `<dstEndRule>${lt.dstEndRule}</dstEndRule><dstOffset>${lt.dstOffset}</dstOffset>` +
      `<dstStartRule>${lt.dstStartRule}</dstStartRule><tzOffset>${lt.tzOffset}</tzOffset>`,
  );
  yield entry(
    p.usagePoint,
    codes.serviceKind === 0 ? 'Electricity' : 'Gas',
    { self: p.usagePoint, up: p.usagePoints, related: [p.meterReadings, p.localTime, p.summaries] },
    'UsagePoint',
    `<ServiceCategory><kind>${codes.serviceKind}</kind></ServiceCategory><status>${input.active ? 1 : 0}</status>`,
  );
  yield entry(
    p.meterReading,
    codes.intervalLength ? '15-minute interval reads' : 'Billing cycle reads',
    { self: p.meterReading, up: p.meterReadings, related: [p.intervalBlocks, p.readingType] },
    'MeterReading',
    '',
  );
  yield entry(
    p.readingType,
    'Reading type',
    { self: p.readingType, up: p.readingTypes },
    'ReadingType',
    `<accumulationBehaviour>4</accumulationBehaviour><commodity>${codes.commodity}</commodity>` +
      `<currency>${CURRENCY_USD}</currency><dataQualifier>12</dataQualifier><flowDirection>1</flowDirection>` +
      (codes.intervalLength ? `<intervalLength>${codes.intervalLength}</intervalLength>` : '') +
      `<kind>${codes.kind}</kind><powerOfTenMultiplier>${codes.powerOfTenMultiplier}</powerOfTenMultiplier>` +
      `<timeAttribute>0</timeAttribute><uom>${codes.uom}</uom>`,
  );

  for await (const block of input.blocks) {
    const readings = block.readings
      .map(
        (r) =>
          '<IntervalReading>' +
          (r.estimated ? `<ReadingQuality><quality>${ESTIMATED_QUALITY}</quality></ReadingQuality>` : '') +
          `<timePeriod>${interval(r.start, r.duration)}</timePeriod><value>${r.value}</value></IntervalReading>`,
      )
      .join('');
    const self = `${p.intervalBlocks}/${block.key}`;
    yield entry(
      self,
      block.key,
      { self, up: p.intervalBlocks },
      'IntervalBlock',
      `<interval>${interval(block.start, block.duration)}</interval>${readings}`,
    );
  }

  const status = Math.floor(input.now.getTime() / 1000);
  for (const bill of input.summaries) {
    const self = `${p.summaries}/${bill.key}`;
    yield entry(
      self,
      'Billing period summary',
      { self, up: p.summaries },
      'ElectricPowerUsageSummary',
      `<billingPeriod>${interval(bill.start, bill.duration)}</billingPeriod>` +
        `<billLastPeriod>${toHundredThousandths(bill.amount)}</billLastPeriod>` +
        `<currency>${CURRENCY_USD}</currency>` +
        '<overallConsumptionLastPeriod>' +
        `<powerOfTenMultiplier>${codes.powerOfTenMultiplier}</powerOfTenMultiplier>` +
        `<uom>${codes.uom}</uom><value>${codes.fromBilledUnit(bill.usage)}</value>` +
        '</overallConsumptionLastPeriod>' +
        `<statusTimeStamp>${status}</statusTimeStamp><commodity>${codes.commodity}</commodity>`,
    );
  }
  yield '</feed>\n';
}
