import type { FuzzTarget, JsonSchema, OwnIds, Part } from './route-table.ts';
import { plausible } from './route-table.ts';
import { type Bad, badBodies, badJson, badTexts, type BodyValue, type FieldKind, toJson } from './values.ts';

/** How many of the known field names a free-form body is fuzzed under (a seeded draw). */
const FREE_BODY_NAMES = 8;

function sample<T>(items: T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0)
    picked.push(...pool.splice(Math.floor(random() * pool.length), 1));
  return picked;
}

function kindOf(schema: JsonSchema): FieldKind | undefined {
  const first = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema;
  const type = Array.isArray(first.type) ? first.type[0] : first.type;
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'string' && !first.enum) return 'text';
  return undefined;
}

/** The bad values worth sending to a field of this schema (all of them for unknown kinds). */
function valuesFor<T>(values: Bad<T>[], schema: JsonSchema | undefined): Bad<T>[] {
  const kind = schema ? kindOf(schema) : undefined;
  return kind ? values.filter((bad) => !bad.only || bad.only === kind) : values;
}

/** One hostile request: which field got which value, and the request itself. */
export interface Probe {
  what: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

type Values = Record<string, unknown>;

function baseOf(fields: Record<string, JsonSchema>, ids: OwnIds): Values {
  return Object.fromEntries(Object.entries(fields).map(([name, s]) => [name, plausible(s, name, ids)]));
}

/** Percent-encoding; a lone surrogate (not encodable) is sent as the invalid UTF-8 it would be. */
function encode(value: unknown): string {
  const text = String(value ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

function urlOf(target: FuzzTarget, params: Values, query: Values): string {
  const path = target.url
    .replace(/:(\w+)/g, (_, name: string) => encode(params[name]))
    .replace(/\*$/, () => encode(params['*']));
  const search = Object.entries(query)
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** Header values must be visible ASCII to be sent at all; other bad values cannot arrive. */
const sendableHeader = (value: string) => /^[\x20-\x7e]*$/.test(value) && value.length < 8000;

/**
 * Every probe of one target: each field of each part in turn takes each bad value while the
 * others stay plausible (so the bad one reaches as deep as it can), then whole bodies that
 * are not an object. A free-form body is fuzzed under a seeded draw of the field names any
 * route declares.
 */
export function* probesOf(
  target: FuzzTarget,
  ids: OwnIds,
  random: () => number,
  freeBodyNames: string[],
): Generator<Probe> {
  const base: Record<Part, Values> = {
    params: baseOf(target.fields.params, ids),
    querystring: baseOf(target.fields.querystring, ids),
    headers: baseOf(target.fields.headers, ids),
    body: baseOf(target.fields.body, ids),
  };
  const headersWith = (extra: Values) =>
    Object.fromEntries(Object.entries({ ...base.headers, ...extra }).map(([k, v]) => [k, String(v)]));
  const jsonHeaders = { 'content-type': 'application/json' };
  const request = (what: string, parts: Partial<Record<Part, Values>>, body?: BodyValue): Probe => ({
    what,
    url: urlOf(target, parts.params ?? base.params, parts.querystring ?? base.querystring),
    headers: { ...headersWith(parts.headers ?? {}), ...(target.takesBody ? jsonHeaders : {}) },
    ...(target.takesBody ? { payload: toJson(body ?? (parts.body as BodyValue) ?? base.body) } : {}),
  });

  for (const part of ['params', 'querystring', 'headers'] as const) {
    for (const [name, schema] of Object.entries(target.fields[part])) {
      for (const bad of valuesFor(badTexts(random), schema)) {
        if (part === 'headers' && !sendableHeader(bad.value)) continue;
        yield request(`${part}.${name} = ${bad.label}`, { [part]: { ...base[part], [name]: bad.value } });
      }
    }
  }
  if (!target.takesBody) return;
  const bodyNames = target.freeBody
    ? sample(freeBodyNames, FREE_BODY_NAMES, random)
    : Object.keys(target.fields.body);
  for (const name of bodyNames) {
    for (const bad of valuesFor(badJson(random), target.fields.body[name])) {
      yield request(`body.${name} = ${bad.label}`, { body: { ...base.body, [name]: bad.value } });
    }
  }
  for (const bad of badBodies) yield request(bad.label, {}, bad.value);
}
