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
    // Each test starts from real implementations and globals: a spy or stub never leaks into the next.
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
