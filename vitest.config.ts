import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace; each keeps its own environment (node or jsdom).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // A worker per core. Vitest's default (cores - 1) ran one worker on CI's two cores, leaving
    // the second idle for the 33 minutes of the two passes; the main process is mostly waiting.
    maxWorkers: '100%',
    // The server's files run in forks that keep one module graph (apps/server/vitest.config.ts
    // says why); the pool decides that here, for every project on forks. The web app's files
    // run on threads, each in a fresh worker (apps/web/vite.config.ts).
    poolOptions: { forks: { isolate: false } },
  },
});
