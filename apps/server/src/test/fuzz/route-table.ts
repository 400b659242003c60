import type { RouteOptions } from 'fastify';
import { z } from 'zod';

/** The slice of JSON Schema the suite reads to build a plausible request. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
}

export type Part = 'params' | 'querystring' | 'headers' | 'body';

export interface FuzzTarget {
  method: string;
  url: string;
  /** Field schemas per request part, from the route's own schema. */
  fields: Record<Part, Record<string, JsonSchema>>;
  /** The body is not described field by field (no schema, or free-form): any name may matter. */
  freeBody: boolean;
  takesBody: boolean;
}

function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema instanceof z.ZodType)
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return schema as JsonSchema;
}

/**
 * One fuzz target per route and method, read from what Fastify registered (its onRoute
 * hook), so a route added later is fuzzed without anyone listing it. HEAD routes are the
 * GET handlers again and are left out.
 */
export function fuzzTargets(routes: RouteOptions[]): FuzzTarget[] {
  const targets: FuzzTarget[] = [];
  for (const route of routes) {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    const schema = (route.schema ?? {}) as Record<Part, unknown>;
    const fields = {} as FuzzTarget['fields'];
    for (const part of ['params', 'querystring', 'headers', 'body'] as const) {
      fields[part] = toJsonSchema(schema[part])?.properties ?? {};
    }
    // Path parameters without a schema are still parameters.
    for (const [, name] of route.url.matchAll(/:(\w+)/g)) fields.params[name!] ??= { type: 'string' };
    if (route.url.endsWith('*')) fields.params['*'] ??= { type: 'string' };
    for (const method of methods) {
      const takesBody = method !== 'GET' && method !== 'DELETE';
      targets.push({
        method,
        url: route.url,
        fields,
        takesBody,
        freeBody: takesBody && Object.keys(fields.body).length === 0,
      });
    }
  }
  return targets;
}

/** Every body field name any route declares: what a free-form body is fuzzed with. */
export function allBodyFieldNames(targets: FuzzTarget[]): string[] {
  return [...new Set(targets.flatMap((t) => Object.keys(t.fields.body)))].sort();
}

/** Ids of the signed-in customer, so that a plausible request reaches past ownership checks. */
export interface OwnIds {
  customerId: number;
  enrollmentId: number;
}

/** A value the schema accepts, so that one bad field at a time reaches the handler. */
export function plausible(schema: JsonSchema, name: string, ids: OwnIds): unknown {
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return plausible(choice.find((s) => s.type !== 'null') ?? choice[0]!, name, ids);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return /customer/i.test(name) ? ids.customerId : ids.enrollmentId;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? [])
        value[key] = plausible(schema.properties?.[key] ?? {}, key, ids);
      return value;
    }
    default:
      return plausibleText(schema);
  }
}

function plausibleText(schema: JsonSchema): string {
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uri') return 'http://localhost/fuzz';
  if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-01-15';
  if (schema.pattern) return '';
  const length = Math.min(Math.max(schema.minLength ?? 0, 8), schema.maxLength ?? 8);
  return 'fuzzfuzz'.slice(0, length).padEnd(length, 'z');
}
