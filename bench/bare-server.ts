// The baseline: a bare Fastify route answering the same JSON as the real profile route,
// with no auth, no database and no validation. Our route's req/s is read against this.
import Fastify from 'fastify';

const body = JSON.parse(process.env.BENCH_BODY ?? '{}');
const app = Fastify({ logger: false });
app.get('/profile', async () => body);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address });
