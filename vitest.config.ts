import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace; each keeps its own environment (node or jsdom).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // A worker per core. Vitest's default (cores - 1) ran one worker on CI's two cores, leaving
    // the second idle for the 33 minutes of the two passes; the main process is mostly waiting.
    maxWorkers: '100%',
    // The server's files share their fork's modules: importing the server (Fastify, Drizzle,
    // PGlite's WebAssembly, PDFKit) anew for each of 132 files was over half of its suite's
    // time (collect 430 s of 788 s; 21 s shared). Each file still builds its own app on its
    // own database (build-test-app.ts); module-level state in the server is content-keyed
    // caches and weak maps. This one setting decides it for every project on forks (a
    // project's own `isolate` falls back to it); the web app's files run on threads, each in
    // a fresh worker (apps/web/vite.config.ts). docs/decisions/0011-test-time.md has more.
    poolOptions: { forks: { isolate: false } },
  },
});
