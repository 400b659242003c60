import type { EnrollmentStatusCode } from '@myaccount/contract';
import type { utilities } from '../schema/index.ts';

export type UtilityKey = 'cnp' | 'oncor' | 'aep' | 'tnmp' | 'cnpGas';
export type CommodityKey = 'electricity' | 'gas';

export interface DemoUtility {
  key: UtilityKey;
  commodity: CommodityKey;
  row: typeof utilities.$inferInsert;
  /** First digits of the premise id (ESIID for power: 17 digits in total). */
  accountPrefix: string;
  accountLength: number;
  /** Delivery charges the utility bills through the retailer: fixed $/month + $/unit. */
  deliveryFixed: number;
  deliveryPerUnit: number;
}

const electric = { wizardLdcLabel: 'ESIID', uom: 'kWh' };

/** Texas TDUs (approximate 2025 tariffs) and the Houston gas LDC. */
export const demoUtilities: DemoUtility[] = [
  {
    key: 'cnp',
    commodity: 'electricity',
    row: {
      ...electric,
      formalName: 'CenterPoint Energy Houston Electric',
      phoneNumber: '1-800-332-7143',
      website: 'https://www.centerpointenergy.com',
      renewalAlert: true,
      renewalAlertText:
        'Your contract ends soon. Renew now to lock in a fixed rate before your plan rolls to month-to-month.',
      renewalAlertTextEs:
        'Su contrato vence pronto. Renueve ahora para asegurar una tarifa fija antes de que su plan pase a mes a mes.',
    },
    accountPrefix: '1008901',
    accountLength: 17,
    deliveryFixed: 4.9,
    deliveryPerUnit: 0.05772,
  },
  {
    key: 'oncor',
    commodity: 'electricity',
    row: {
      ...electric,
      formalName: 'Oncor Electric Delivery',
      phoneNumber: '1-888-313-4747',
      website: 'https://www.oncor.com',
    },
    accountPrefix: '10443720',
    accountLength: 17,
    deliveryFixed: 4.23,
    deliveryPerUnit: 0.05583,
  },
  {
    key: 'aep',
    commodity: 'electricity',
    row: {
      ...electric,
      formalName: 'AEP Texas Central',
      phoneNumber: '1-866-223-8508',
      website: 'https://www.aeptexas.com',
    },
    accountPrefix: '10032789',
    accountLength: 17,
    deliveryFixed: 4.79,
    deliveryPerUnit: 0.06041,
  },
  {
    key: 'tnmp',
    commodity: 'electricity',
    row: {
      ...electric,
      formalName: 'Texas-New Mexico Power',
      phoneNumber: '1-888-866-7456',
      website: 'https://www.tnmp.com',
      // TNMP bills some customers bi-monthly; the portal shows the monthly fee halved.
      presentDividedMonthlyFee: true,
      divideMontlyFeeBy: 2,
    },
    accountPrefix: '10400511',
    accountLength: 17,
    deliveryFixed: 7.85,
    deliveryPerUnit: 0.06174,
  },
  {
    key: 'cnpGas',
    commodity: 'gas',
    row: {
      formalName: 'CenterPoint Energy Resources',
      phoneNumber: '1-800-752-8036',
      website: 'https://www.centerpointenergy.com/gas',
      wizardLdcLabel: 'Account number',
      wizardLdcLabelEs: 'Número de cuenta',
      uom: 'CCF',
    },
    accountPrefix: '64',
    accountLength: 11,
    deliveryFixed: 18.51,
    deliveryPerUnit: 0.2273,
  },
];

export const utilityByKey = (key: UtilityKey): DemoUtility =>
  demoUtilities.find((u) => u.key === key) as DemoUtility;

/** The app treats any commodity not named exactly 'Gas' as electricity (spec §3 Plan). */
export const demoCommodities: { key: CommodityKey; name: string; billingSystemCommodityName: string }[] = [
  { key: 'electricity', name: 'Electricity', billingSystemCommodityName: 'ELECTRIC' },
  { key: 'gas', name: 'Gas', billingSystemCommodityName: 'NATURAL_GAS' },
];

export type StatusKey =
  'active' | 'pending' | 'pendingDrop' | 'dropped' | 'cancelled' | 'rejected' | 'moveOut';

/**
 * Enrollment statuses: the back office's name, its stable code (the app words the status by
 * it) and its own customer texts in English and Spanish (blank → the name, spec §3).
 */
export const demoStatuses: {
  key: StatusKey;
  code: EnrollmentStatusCode;
  name: string;
  customerText: string;
  customerTextEs: string;
}[] = [
  {
    key: 'active',
    code: 'active',
    name: 'Active',
    customerText: 'Active service',
    customerTextEs: 'Servicio activo',
  },
  {
    key: 'pending',
    code: 'pending',
    name: 'Pending',
    customerText: 'Pending switch',
    customerTextEs: 'Cambio pendiente',
  },
  {
    key: 'pendingDrop',
    code: 'pending_drop',
    name: 'Pending Drop',
    customerText: 'Service ending soon',
    customerTextEs: 'Baja programada',
  },
  {
    key: 'dropped',
    code: 'dropped',
    name: 'Dropped',
    customerText: 'Service ended',
    customerTextEs: 'Servicio finalizado',
  },
  {
    key: 'cancelled',
    code: 'cancelled',
    name: 'Cancelled',
    customerText: 'Enrollment cancelled',
    customerTextEs: 'Inscripción cancelada',
  },
  // Blank customer text on purpose: API users then read the status name (spec §3).
  { key: 'rejected', code: 'rejected', name: 'Rejected', customerText: '', customerTextEs: '' },
  {
    key: 'moveOut',
    code: 'move_out',
    name: 'Move Out',
    customerText: 'Moved out',
    customerTextEs: 'Mudanza completada',
  },
];

/** Drop reasons offered for every utility; non-payment is recorded by staff only. */
export const demoDropReasons = [
  { code: 'MOV', description: 'Moving', descriptionEs: 'Mudanza', selectableByCustomer: true },
  {
    code: 'SWP',
    description: 'Switching provider',
    descriptionEs: 'Cambio de proveedor',
    selectableByCustomer: true,
  },
  { code: 'PRC', description: 'Price', descriptionEs: 'Precio', selectableByCustomer: true },
  {
    code: 'SVC',
    description: 'Customer service experience',
    descriptionEs: 'Experiencia con el servicio al cliente',
    selectableByCustomer: true,
  },
  { code: 'OTH', description: 'Other', descriptionEs: 'Otro', selectableByCustomer: true },
  { code: 'NPY', description: 'Non-payment', descriptionEs: 'Falta de pago', selectableByCustomer: false },
];
