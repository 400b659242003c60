import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Stringify = (data: unknown) => string;

/**
 * The route's reply schema as JSON Schema for fast-json-stringify, or null when the zod
 * schema has no faithful JSON form (a transform, a date, a custom check): such a route keeps
 * zod's serializer, which parses its output before sending it.
 */
export function compiledStringify(schema: z.ZodType): Stringify | null {
  try {
    const { $schema: _draft, ...jsonSchema } = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
      cycles: 'ref',
    });
    return fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0]) as Stringify;
  } catch {
    return null;
  }
}

/**
 * Replies are written by compiled serializers (fast-json-stringify from the contract's zod
 * schemas) rather than by parsing every reply with zod at run time, which cost more than
 * the route's own reads. The contract is still checked outside production: each reply is
 * parsed with its zod schema (drift answers 500, as before) and the compiled serializer must
 * write exactly what zod's would, so the API tests catch a reply that drifted from the
 * contract or a schema the compiled form renders differently.
 */
export function replySerializerCompiler(options: {
  checkContract: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const zodStringify = zodSerializerCompiler(route) as Stringify;
    const stringify = route.schema instanceof z.ZodType ? compiledStringify(route.schema) : null;
    if (!stringify) return zodStringify;
    if (!options.checkContract) return stringify;
    return (data) => {
      const checked = zodStringify(data);
      const written = stringify(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(checked))) {
        throw new Error(
          `${route.method} ${route.url}: the compiled serializer wrote ${written}, the contract ${checked}`,
        );
      }
      return written;
    };
  };
}
