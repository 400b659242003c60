import {
  chargeNames,
  commodityNames,
  enrollmentStatusNames,
  usageAnnotationNames,
} from '@myaccount/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverName } from './server-name';

describe('serverName', () => {
  afterEach(() => vi.restoreAllMocks());

  it('words a known code in the reader’s language, whatever the server wrote', () => {
    expect(serverName(chargeNames, 'tdsp_delivery', 'es', 'TDU Delivery Charges')).toBe(
      'Cargos de entrega de la distribuidora (TDU)',
    );
    expect(serverName(enrollmentStatusNames, 'active', 'es', 'Active service')).toBe('Servicio activo');
    expect(serverName(commodityNames, 'electricity', 'en', 'ELEC')).toBe('Electricity');
  });

  it('shows an unknown code’s server text and reports it once as a console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(serverName(chargeNames, 'storm_recovery_fee', 'es', 'Storm Recovery Fee')).toBe(
      'Storm Recovery Fee',
    );
    expect(serverName(chargeNames, 'storm_recovery_fee', 'es', 'Storm Recovery Fee')).toBe(
      'Storm Recovery Fee',
    );
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toContain('storm_recovery_fee');
  });

  it('reports free English text that came without a code', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(serverName(usageAnnotationNames, '', 'es', 'Meter replaced')).toBe('Meter replaced');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when there is nothing to name', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(serverName(usageAnnotationNames, '', 'es', '')).toBe('');
    expect(error).not.toHaveBeenCalled();
  });
});
