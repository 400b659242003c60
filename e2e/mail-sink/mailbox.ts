import { expect } from '@playwright/test';
import { mailSinkPorts } from './ports.ts';

export interface SunkMail {
  to: string[];
  subject: string;
  text: string;
}

const { http } = mailSinkPorts(Number(process.env.E2E_PORT ?? 3197));

async function messagesTo(address: string): Promise<SunkMail[]> {
  const response = await fetch(`http://127.0.0.1:${http}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as SunkMail[];
}

/** Waits for the `count`-th message to `address` to reach the sink (delivery is asynchronous). */
export async function waitForMail(address: string, count = 1): Promise<SunkMail> {
  let list: SunkMail[] = [];
  await expect
    .poll(async () => (list = await messagesTo(address)).length, { message: `mail to ${address}` })
    .toBeGreaterThanOrEqual(count);
  return list[count - 1]!;
}

/** How many messages reached `address` so far. */
export const mailCount = async (address: string) => (await messagesTo(address)).length;

/** Waits for a message to `address` whose text matches `pattern` (e.g. a confirmation number). */
export async function waitForMailMatching(address: string, pattern: RegExp): Promise<SunkMail> {
  let found: SunkMail | undefined;
  await expect
    .poll(async () => (found = (await messagesTo(address)).find((m) => pattern.test(m.text))) !== undefined, {
      message: `mail to ${address} matching ${pattern}`,
    })
    .toBe(true);
  return found!;
}
