import type { FastifyInstance } from 'fastify';

/** Every METHOD + path the app serves, read from Fastify's route tree (HEAD is GET's twin). */
export function servedRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack[depth] = (depth > 0 ? stack[depth - 1]! : '') + m[2]!;
    for (const method of m[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push(`${method} ${stack[depth]}`);
    }
  }
  return routes;
}
