import { randomBytes } from 'node:crypto';

/**
 * mulberry32: a tiny, fast 32-bit PRNG. Demo values (usage, amounts, premises) come from it
 * so every seed of the same day produces the same numbers, which keeps tests and screenshots
 * stable. Secrets (customer hashes, statement tokens) never come from here — see `secretHex`.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** A string of `n` decimal digits (leading zeros allowed). */
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(Math.floor(this.next() * 10));
    return s;
  }
}

/**
 * Values that authorise access (X-Customer-Hash, statement PDF tokens) must be unguessable,
 * so they come from the OS CSPRNG, not from the seeded PRNG whose seed is in this file.
 */
export function secretHex(bytes = 16): string {
  return take(bytes).toString('hex');
}

/** 24 URL-safe characters (144 bits) for statement tokens. */
export function secretToken(): string {
  return take(18).toString('base64url');
}

// CSPRNG bytes fetched 16 KiB at a time: one call per token cost the synthetic seed ~20%.
let pool = Buffer.alloc(0);
let offset = 0;
function take(n: number): Buffer {
  if (offset + n > pool.length) {
    pool = randomBytes(16384);
    offset = 0;
  }
  offset += n;
  return pool.subarray(offset - n, offset);
}

/** Rounds to cents; money columns are numeric(12,2). */
export function cents(n: number): number {
  return Math.round(n * 100) / 100;
}
