import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createTokenService, VERIFIED_TOKENS_KEPT } from './tokens.ts';

const secret = 'a'.repeat(32);
const claims = { id: 7, cc_un: 'abc', sub: 'demo', sid: 'family-1' };

describe('access tokens, remembered once verified', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the same claims for a token verified before', async () => {
    const tokens = createTokenService(secret);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('still refuses a token changed after its genuine twin was verified', async () => {
    const tokens = createTokenService(secret);
    const token = await tokens.sign(claims);
    await tokens.verify(token);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, id: 8, exp: 4e9 })).toString('base64url')}.${signature}`;
    await expect(tokens.verify(forged)).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(tokens.verify(`${token}x`)).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createTokenService(secret);
    const token = await tokens.sign(claims);
    await tokens.verify(token);
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'token_expired' });
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'token_expired' });
  });

  it('does not trust a token another key signed, even with a remembered twin', async () => {
    const ours = createTokenService(secret);
    const theirs = createTokenService('b'.repeat(32));
    await ours.verify(await ours.sign(claims));
    await expect(ours.verify(await theirs.sign(claims))).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('keeps a bounded number of tokens and still verifies the ones it forgot', async () => {
    const tokens = createTokenService(secret);
    const first = await tokens.sign(claims);
    await tokens.verify(first);
    for (let i = 0; i < VERIFIED_TOKENS_KEPT; i++)
      await tokens.verify(await tokens.sign({ ...claims, sid: `f${i}` }));
    expect(await tokens.verify(first)).toEqual(claims);
  });
});
