import { describe, expect, it } from 'vitest';
import { uuidV5 } from './uuid.ts';

const DNS_NAMESPACE = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';

describe('uuidV5', () => {
  it('matches the published name-based vector (python uuid5(NAMESPACE_DNS, "www.example.com"))', () => {
    expect(uuidV5('www.example.com', DNS_NAMESPACE)).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('is stable for a name and differs between names', () => {
    expect(uuidV5('UsagePoint/1')).toBe(uuidV5('UsagePoint/1'));
    expect(uuidV5('UsagePoint/1')).not.toBe(uuidV5('UsagePoint/2'));
    expect(uuidV5('UsagePoint/1')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
