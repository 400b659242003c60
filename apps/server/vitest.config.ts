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
  },
});
