import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates and seeds one PGlite snapshot that every API test file starts from.
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    // The files of a worker share one module graph: importing the server (Fastify, Drizzle,
    // PGlite's WebAssembly, PDFKit) anew for each of 132 files was over half of the suite's
    // time (collect 430 s of 790 s; 21 s shared). Each file still builds its own app on its own
    // database (build-test-app.ts), and module-level state is content-keyed caches only.
    isolate: false,
    // Each test starts from real implementations and globals: a spy or stub never leaks into the next.
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
