import Fastify from 'fastify';
import { type ZodTypeProvider, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledStringify, replySerializerCompiler } from './reply-serializer.ts';

const reply = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  tags: z.array(z.enum(['a', 'b'])),
  kind: z.union([z.object({ card: z.string() }), z.object({ bank: z.number() })]),
});

/** A route answering `body` under the `reply` schema, its replies checked or not. */
async function appAnswering(body: unknown, checkContract: boolean) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler({ checkContract }));
  app.get('/x', { schema: { response: { 200: reply } } }, async () => body as z.infer<typeof reply>);
  return app;
}

const good = { id: 7, name: 'Ana', note: null, tags: ['a'], kind: { bank: 3 } };

describe('compiled reply serializers', () => {
  it('write what zod would: unknown keys left out, nulls and unions kept', async () => {
    for (const checkContract of [true, false]) {
      const app = await appAnswering({ ...good, secret: 'never sent' }, checkContract);
      const res = await app.inject({ url: '/x' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(good);
    }
  });

  it('answer 500 when checked and the reply drifted from the contract', async () => {
    const app = await appAnswering({ ...good, id: 'seven' }, true);
    const res = await app.inject({ url: '/x' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('seven');
  });

  it('leave a schema with a transform to zod, which applies it', async () => {
    const shouted = z.object({ name: z.string().transform((s) => s.toUpperCase()) });
    expect(compiledStringify(shouted)).toBeNull();
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(replySerializerCompiler({ checkContract: false }));
    app.get('/y', { schema: { response: { 200: shouted } } }, async () => ({ name: 'ana' }));
    expect((await app.inject({ url: '/y' })).json()).toEqual({ name: 'ANA' });
  });
});
