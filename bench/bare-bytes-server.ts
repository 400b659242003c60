// The baseline for a large reply: a bare Fastify route answering exactly the bytes of a file
// (BENCH_BODY_FILE) as JSON, with no auth, no database and no validation. A route's latency
// is read against this one sending the same bytes.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bytes = readFileSync(process.env.BENCH_BODY_FILE!);
const app = Fastify({ logger: false });
app.post('/bytes', async (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address });
