import type { SessionTokens } from './session-store';

/**
 * How long an early read stays usable. It answers the screens of the page load that asked for
 * it, not a read made minutes later.
 */
export const EARLY_READ_LIFETIME_MS = 20_000;

interface EarlyRead {
  accessToken: string;
  startedAt: number;
  response: Promise<Response>;
}

/**
 * Reads asked for before any screen wanted them (issue 18: a returning customer's first screen,
 * lib/first-screen-reads.ts), each kept until a screen asks for the same path and takes it.
 *
 * An early answer must be exactly the answer a read made at that moment would get, so one is
 * handed out only when nothing could tell the two apart: once, for the same path, under the
 * same access token, within its lifetime, and only while the page has written nothing since
 * (any write drops every early read, so no screen is shown what was true before it).
 */
export class EarlyReads {
  private readonly reads = new Map<string, EarlyRead>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  start(path: string, tokens: SessionTokens, send: () => Promise<Response>): void {
    if (this.reads.has(path)) return;
    const response = send();
    // Nobody may ever take it: its failure must not surface as an unhandled rejection.
    response.catch(() => undefined);
    this.reads.set(path, { accessToken: tokens.accessToken, startedAt: this.now(), response });
  }

  /** The early answer for `path` if it may stand in for a read sent now with `tokens`. */
  take(path: string, tokens: SessionTokens | null): Promise<Response> | null {
    const read = this.reads.get(path);
    if (!read) return null;
    this.reads.delete(path);
    const fresh = this.now() - read.startedAt <= EARLY_READ_LIFETIME_MS;
    return fresh && tokens?.accessToken === read.accessToken ? read.response : null;
  }

  dropAll(): void {
    this.reads.clear();
  }
}
