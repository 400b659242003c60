import type { SessionTokens } from './session-store';

/**
 * How long an early read stays usable. It answers the screens of the page load that asked for
 * it, not a read made minutes later.
 */
export const EARLY_READ_LIFETIME_MS = 20_000;

/** Statuses whose responses have no body: nothing to read. */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * The answer with its body read to the end. An early read nobody takes is never read by the
 * page, and Chromium keeps a request open until the page reads its body (even a 158-byte one):
 * the page never went network-idle, and a journey waiting for that waited out its time (CI run
 * 36, 2026-11-29: the reads remembered for the enrollment chosen before).
 *
 * A clone keeps the body for whoever takes the answer while the original is read to its end
 * (the two share the stream, so reading one pulls it all). Building a new Response from the
 * bytes instead copied every header through the page's bindings: 9–10 ms of main thread at full
 * speed for Home's 11 reads, against 0.4–4 ms now (`bench:home-trace`, issue 18).
 */
async function readToEnd(response: Response): Promise<Response> {
  if (NULL_BODY_STATUSES.has(response.status)) return response;
  const kept = response.clone();
  await response.arrayBuffer();
  return kept;
}

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
    const response = send().then(readToEnd);
    // Nobody may ever take it: its failure must not surface as an unhandled rejection.
    response.catch(() => undefined);
    const read = { accessToken: tokens.accessToken, startedAt: this.now(), response };
    this.reads.set(path, read);
    // Not kept past its lifetime: an untaken answer (a megabyte of usage, say) is let go. The
    // timer frees memory only; `take` still checks the age, since a background tab's timers
    // can fire late.
    setTimeout(() => {
      if (this.reads.get(path) === read) this.reads.delete(path);
    }, EARLY_READ_LIFETIME_MS);
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
