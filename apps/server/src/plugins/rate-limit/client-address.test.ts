import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.ts';

describe('addressKey', () => {
  it('keeps an IPv4 address, also written IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys IPv6 by its /64, however it is written', () => {
    const key = '2001:db8:0:1::/64';
    expect(addressKey('2001:db8:0:1::1')).toBe(key);
    expect(addressKey('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('2001:DB8:0:1:a:b:c:d')).toBe(key);
    expect(addressKey('2001:db8:0:1::5%eth0')).toBe(key);
    expect(addressKey('2001:db8:0:2::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1.2.3.4')).toBe('fe80:0:0:0::/64');
  });
});
