/**
 * The hostile values the fuzz suite sends (issue 11): boundary integers, NUL, huge strings,
 * wrong types, impossible dates and prototype keys, plus a few drawn from a seeded generator
 * so a run is repeatable (FUZZ_SEED) yet differs from the fixed list.
 */

/** A JSON fragment written into the body as-is (JSON.stringify cannot write 1e309). */
export class RawJson {
  constructor(readonly text: string) {}
}

export type BodyValue = RawJson | string | number | boolean | null | object;

export interface Bad<T> {
  label: string;
  value: T;
  /** Sent only to fields of this kind (others meet the cheaper wrong-type values). */
  only?: FieldKind;
}

export type FieldKind = 'number' | 'text';

/** mulberry32: a small seeded generator, enough for repeatable test input. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HUGE = 'a'.repeat(10_000);
const alphabet = ['a', 'Z', '9', ' ', 'ñ', '€', '😀', '\u202e', '\\', '"', "'", '%', '<', '{', '\ud800'];

function randomString(random: () => number): string {
  const length = Math.floor(random() * 300);
  let text = '';
  for (let i = 0; i < length; i++) text += alphabet[Math.floor(random() * alphabet.length)];
  return text;
}

/** Values for a path or query parameter (always text on the wire). */
export function badTexts(random: () => number): Bad<string>[] {
  return [
    { label: 'zero', value: '0', only: 'number' },
    { label: 'minus one', value: '-1', only: 'number' },
    { label: '2^31', value: '2147483648' },
    { label: '2^53', value: '9007199254740992', only: 'number' },
    { label: '1e309', value: '1e309', only: 'number' },
    { label: 'fraction', value: '1.5', only: 'number' },
    { label: 'empty', value: '', only: 'text' },
    { label: 'NUL', value: 'a\u0000b' },
    { label: '10k characters', value: HUGE },
    { label: 'not a number', value: 'abc', only: 'text' },
    { label: 'impossible date', value: '2026-02-30', only: 'text' },
    { label: 'zero date', value: '0000-00-00', only: 'text' },
    { label: 'month 13', value: '2026-13-01', only: 'text' },
    { label: '__proto__', value: '__proto__', only: 'text' },
    { label: 'constructor', value: 'constructor', only: 'text' },
    { label: 'lone surrogate', value: '\ud800', only: 'text' },
    { label: 'seeded integer', value: String(Math.floor((random() - 0.5) * 2 ** 40)), only: 'number' },
    { label: 'seeded string', value: randomString(random), only: 'text' },
  ];
}

/** Values for one JSON body field. */
export function badJson(random: () => number): Bad<BodyValue>[] {
  return [
    { label: 'zero', value: 0, only: 'number' },
    { label: 'minus one', value: -1, only: 'number' },
    { label: '2^31', value: 2 ** 31 },
    { label: '2^53', value: 2 ** 53, only: 'number' },
    { label: '1e309', value: new RawJson('1e309'), only: 'number' },
    { label: 'fraction', value: 1.5, only: 'number' },
    { label: 'NUL', value: 'a\u0000b' },
    { label: '10k characters', value: HUGE },
    { label: 'empty string', value: '', only: 'text' },
    { label: 'numeric string', value: '2147483648' },
    { label: 'boolean', value: true },
    { label: 'null', value: null },
    { label: 'array', value: [1, 'a'] },
    { label: 'object', value: { a: 1 } },
    { label: 'impossible date', value: '2026-02-30', only: 'text' },
    { label: 'zero date', value: '0000-00-00', only: 'text' },
    { label: '__proto__ object', value: new RawJson('{"__proto__":{"polluted":1}}') },
    { label: 'constructor object', value: new RawJson('{"constructor":{"prototype":{"polluted":1}}}') },
    { label: 'lone surrogate', value: '\ud800', only: 'text' },
    { label: 'seeded integer', value: Math.floor((random() - 0.5) * 2 ** 40), only: 'number' },
    { label: 'seeded string', value: randomString(random), only: 'text' },
  ];
}

/** Whole bodies that are not an object of fields. */
export const badBodies: Bad<BodyValue>[] = [
  { label: 'array body', value: [] },
  { label: 'string body', value: 'x' },
  { label: 'null body', value: null },
  { label: 'number body', value: 42 },
  { label: '__proto__ body', value: new RawJson('{"__proto__":{"polluted":1}}') },
  { label: 'constructor body', value: new RawJson('{"constructor":{"prototype":{"polluted":1}}}') },
];

/** JSON text with RawJson fragments written verbatim. */
export function toJson(value: BodyValue): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => toJson(v as BodyValue)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJson(v as BodyValue)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value);
}
