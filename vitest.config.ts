import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace; each keeps its own environment (node or jsdom).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
