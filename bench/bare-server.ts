// The baseline: bare Fastify routes answering the same JSON as the real reads (one route per
// read, BENCH_BODIES maps its path to the body), with no auth, no database and no validation.
// Our routes' req/s are read against these.
import Fastify from 'fastify';
import './lib/cpu-report.ts';

const bodies = JSON.parse(process.env.BENCH_BODIES ?? '{}') as Record<string, unknown>;
const app = Fastify({ logger: false });
for (const [path, body] of Object.entries(bodies)) app.get(path, async () => body);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address });
