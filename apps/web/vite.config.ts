import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxied = { target: apiTarget, changeOrigin: false };
// flag-icons' SCSS points at its SVGs relatively, which Sass cannot rebase; give them a name.
const flagIconsDir = join(
  dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags',
);

/** Long-lived vendor chunks: they change less often than app code, so browsers keep them. */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  if (/node_modules\/(react-router|cookie|set-cookie-parser)\//.test(id)) return 'router';
  if (/node_modules\/(i18next|react-i18next|i18next-[a-z-]+)\//.test(id)) return 'i18n';
  if (/node_modules\/zod\//.test(id)) return 'zod';
  // State is needed at start: one long-lived chunk. Everything else (toasts, UI kit parts,
  // icons, chart and password libraries) goes with its users, so what only lazy screens or
  // later moments use (react-toastify, Modal, Offcanvas, uPlot, zxcvbn…) stays out of the first load.
  if (/node_modules\/(@reduxjs|redux|immer|reselect|react-redux|use-sync-external-store)\//.test(id)) {
    return 'vendor';
  }
  return undefined;
}

/**
 * The contract builds its schemas at module level (`export const x = z.object(…).strict()`).
 * Building one touches nothing else, but Rollup cannot know that, so every schema of a module
 * the app took one constant or helper from stayed in the bundle, and zod with it. Each
 * module-level `const` built by a call is wrapped in an IIFE marked pure (a pure mark on the
 * chain itself covers only its first call), so an unused schema goes and zod loads only
 * where a schema really runs.
 */
function pureContractSchemas(): Plugin {
  return {
    name: 'pure-contract-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('/packages/contract/src/')) return null;
      const inits: { start: number; end: number }[] = [];
      for (let node of this.parse(code).body) {
        if (node.type === 'ExportNamedDeclaration' && node.declaration) node = node.declaration;
        if (node.type !== 'VariableDeclaration' || node.kind !== 'const') continue;
        for (const { init } of node.declarations) {
          if (init?.type === 'CallExpression') inits.push(init as unknown as { start: number; end: number });
        }
      }
      let out = code;
      for (const { start, end } of inits.reverse()) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => ${out.slice(start, end)})()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}

/**
 * Writes dist/.vite/chunk-modules.json, each output chunk with the source modules in it, so
 * scripts/bundle-budget.mjs finds a route's chunk by its screen's file even when Rollup has
 * merged small chunks (experimentalMinChunkSize) and the manifest names it otherwise.
 */
function chunkModulesFile(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'chunk-modules-file',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = Object.keys(output.modules)
          .filter((id) => id.startsWith(root))
          .map((id) => id.slice(root.length));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules) });
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), pureContractSchemas(), chunkModulesFile()],
  resolve: { alias: { '@flag-icons': flagIconsDir } },
  server: {
    port: 5173,
    // In production the server serves the app and the API from one origin; in dev we proxy.
    proxy: { '/v2': proxied, '/v1': proxied, '/docs': proxied },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each module needs; the bundle budget reads it.
    manifest: true,
    rollupOptions: {
      // Chunks under 10 kB that only define things merge into a neighbour: Home went from 46
      // requests to 24 for 1.5 KiB more (issue 18).
      output: { manualChunks: vendorChunk, experimentalMinChunkSize: 10_000 },
      // React's `lazy()` at module level (a screen's lazy modal) only creates a placeholder;
      // marked pure, a module the first load does not render no longer stays in it for that call.
      treeshake: { manualPureFunctions: ['lazy'] },
    },
  },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 still uses @import and global colour functions; silence only its noise.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'mixed-decls', 'if-function'],
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Component tests walk whole screens with user-event; on a loaded 2-core CI machine a
    // wizard walk took over the 5 s default (a timeout, not a failure of the screen).
    testTimeout: 20_000,
    // Each test starts from real implementations and globals: a spy or stub never leaks into the next.
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
