import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStatementSummary } from './statement-summary';
import { createFakeFetch, jsonResponse } from '../../../testing/fake-fetch';
import { saveTokens } from '../../../lib/session-store';
import { ReplyMismatchError } from '../../../lib/query';

const summary = {
  billingAccount: '4188212',
  stmtBalanceAmt: 84.12,
  overdueBalanceAmt: 0,
  lastPaymentAmt: 60,
  nextDueDate: '2026-12-10',
  lastPaymentDate: '2026-11-02',
};

function answer(body: unknown) {
  vi.stubGlobal('fetch', createFakeFetch(() => jsonResponse(body)).fetch);
  saveTokens({ accessToken: 'a', refreshToken: 'r', customerHash: 'h' });
}

describe('replies checked against the contract (development and tests)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs in this mode', () => {
    expect(import.meta.env.PROD).toBe(false);
  });

  it('passes a reply that matches the contract through as it came', async () => {
    answer(summary);
    await expect(fetchStatementSummary(1)).resolves.toEqual(summary);
  });

  it('fails loudly, naming the field, when the reply breaks the contract', async () => {
    answer({ ...summary, stmtBalanceAmt: '84.12' });
    const failure = fetchStatementSummary(1);
    await expect(failure).rejects.toBeInstanceOf(ReplyMismatchError);
    await expect(failure).rejects.toThrow(/stmtBalanceAmt/);
  });
});
