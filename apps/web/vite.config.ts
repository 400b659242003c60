import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { chunkModulesFile } from './build-plugins/chunk-modules-file';
import { precompress } from './build-plugins/precompress';
import { prerenderSignIn } from './build-plugins/prerender-sign-in';
import { preloadFirstScreen } from './build-plugins/preload-first-screen';
import { pureContractSchemas } from './build-plugins/pure-contract-schemas';

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
  // Passkeys (issue 17): loaded on demand, as one chunk that never merges into the sign-in page.
  if (/node_modules\/@simplewebauthn\//.test(id)) return 'webauthn';
  if (/node_modules\/(react|react-dom|scheduler|preact)\//.test(id)) return 'react';
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
 * The production build renders with Preact's React compatibility layer (issue 18): React and
 * React DOM were 67.4 of the sign-in page's 154 KiB of JS gzip, Preact is 9.9. Only the build
 * is aliased: `vite` (dev, whose Fast Refresh needs React) and Vitest keep React; the browser
 * journeys run the Preact build.
 */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const clientDist = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * `vite build --ssr src/app/prerender.tsx` (the second step of `npm run build`): the sign-in
 * page rendered to HTML at build time (issue 18), with the same Preact aliases as the client.
 * Everything is bundled (noExternal) so the libraries' `react` imports reach Preact too.
 */
const prerenderBuild: UserConfig = {
  plugins: [react(), pureContractSchemas(), prerenderSignIn(clientDist)],
  ssr: { noExternal: true },
  build: {
    outDir: fileURLToPath(new URL('./dist-ssr', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    pureContractSchemas(),
    chunkModulesFile(),
    // Each first screen's chunks start with the entry: the sign-in page for a visitor without a
    // session, the frame and Home for a returning customer (the server picks, by a cookie).
    preloadFirstScreen({
      signIn: ['src/features/auth/components/login-page.tsx'],
      frame: ['src/features/layout/main-layout.tsx'],
      home: ['src/features/home/home-page.tsx'],
    }),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@flag-icons', replacement: flagIconsDir },
      ...(command === 'build' ? preactAliases : []),
    ],
  },
  server: {
    port: 5173,
    // In production the server serves the app and the API from one origin; in dev we proxy.
    proxy: { '/v2': proxied, '/v1': proxied, '/docs': proxied },
  },
  build: {
    outDir: clientDist,
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each module needs; the bundle budget reads it.
    manifest: true,
    rollupOptions: {
      // Chunks under 2 kB that only define things merge into a neighbour. At 10 kB, merged
      // chunks carried Home's helpers into the sign-in page (a 5.1 KiB chunk of notification,
      // bill-change and enrollment code it never runs); at 0, Home took 51 requests. 2 kB:
      // sign-in 98.3 → 92.5 KiB in 20 requests, Home 122.5 KiB in 33 (issue 18).
      output: { manualChunks: vendorChunk, experimentalMinChunkSize: 2000 },
      // React's `lazy()` at module level (a screen's lazy modal) only creates a placeholder;
      // marked pure, a module the first load does not render no longer stays in it for that call.
      // `memo()` (a card memoized on its props) likewise only wraps: unmarked, the calls kept
      // their modules as side effects and the merge above carried Home's code into the sign-in
      // page (92.3 → 106.0 KiB gzip, 8e89a4d's CI run).
      treeshake: { manualPureFunctions: ['lazy', 'memo'] },
    },
  },
  ...(isSsrBuild ? prerenderBuild : {}),
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
    // A fresh module graph per file: the server's files share a fork's modules
    // (vitest.config.ts), but these share i18next's and the store's singletons, so each file
    // needs its own. In a VM context of a kept worker rather than a new worker with a new
    // jsdom: the web files' 125 s → 62 s alone (environment set-up 82 s → 1 s), the same tests
    // passing. Its one difference, another realm's streams, is met in setup-tests.ts.
    pool: 'vmThreads',
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
}));
