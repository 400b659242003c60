import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../testing/fake-fetch';
import { decodeTokenPayload } from './jwt';

describe('decodeTokenPayload', () => {
  it('reads id, cc_un and sub from a base64url payload', () => {
    const token = fakeJwt({ id: 42, cc_un: 'agent', sub: 'José ñandú ~~?' });
    expect(decodeTokenPayload(token)).toEqual({ id: 42, cc_un: 'agent', sub: 'José ñandú ~~?' });
  });
  it('returns null for anything that is not a token with those claims', () => {
    expect(decodeTokenPayload('garbage')).toBeNull();
    expect(decodeTokenPayload('a.b.c')).toBeNull();
    expect(decodeTokenPayload(fakeJwt({ id: 'x', cc_un: '', sub: 'demo' }))).toBeNull();
  });
});
