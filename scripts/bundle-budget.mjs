// Fails when a route's first load grows past its budget. For each route it counts everything
// the browser fetches before the route is interactive: the entry script with every chunk and
// style it imports statically, the route's lazy chunks (the screen and the layout it renders
// in) with their static imports, and the translation file fetched at start. Sizes are what a
// browser downloads: gzip (level 9) and brotli (quality 11), as the server sends them
// precompressed. It reads Vite's build manifest (apps/web/dist/.vite/manifest.json), so no
// browser is needed; run it after `npm run build -w @myaccount/web`. `--files` also lists
// each route's files with their sizes.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/**
 * The lazy modules each route renders before it is interactive (source files). Checked against
 * a browser's recording of /login and of / after sign-in; what loads later (the idle prefetch
 * of Home, the language menu, toasts, modals, the password-strength checker) is not listed.
 */
const ROUTES = {
  '/login': { lazy: ['src/features/auth/components/login-page.tsx'] },
  '/': { lazy: ['src/features/layout/main-layout.tsx', 'src/features/home/home-page.tsx'] },
};
/** Fetched at start by i18next for the visitor's language; English is the fallback and the largest. */
const START_FILES = ['locales/en/translation.json'];

// Budgets in KiB of gzip: the measured figures plus a small margin, so a regression fails
// `npm test`. Issue 18's targets: sign-in ≤ 100, Home adds ≤ 60. Sign-in measured 209.4 when
// this script began counting lazy chunks, 154.2 with React DOM and 96.3 once the build
// rendered with Preact (2026-11-25), 92.5 once small chunks stopped merging into shared ones
// (Home then adds 30.0 → 36.6 of what the sign-in page no longer carries: Home in all 122.5);
// CSS 30.1 (README, First load). Home adds 39.2 on 2026-11-26 after it gained the deposit
// entry, re-enroll and reinstate actions with their timeline kinds and translated autopay
// errors (the deposit card itself is a lazy chunk): budget 41, still 19 under the target.
// Home adds 49.9 once server data went through TanStack Query (issue 13, decision 0010: the
// library is 10.7 of it; sign-in 91.2, unchanged by it): budget 51, 9 under the target.
// Home adds 52.1 once the notifications left Redux for the cache (issue 13 item 3): the store no
// longer pulls notification code into the sign-in page, which drops 93.7 → 90.5 and the 3.4 of
// shared chunks Home still needs (notification titles, dates) with it; Home in all 135.6 → 136.2.
// Budget 53, 7 under the target.
const BUDGET_KIB = { loginJs: 96, homeAddsJs: 53, css: 33 };

const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: build the web app first (npm run build -w @myaccount/web).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
// Written by the build (vite.config.ts, chunkModulesFile): output chunk → its source modules.
const chunkModules = JSON.parse(readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8'));

/** The manifest key of the chunk that holds the source module `source`. */
function chunkOf(source) {
  const file = Object.keys(chunkModules).find((name) => chunkModules[name].includes(source));
  const key = Object.keys(manifest).find((k) => manifest[k].file === file);
  if (!key) throw new Error(`No chunk holds ${source}: update ROUTES in bundle-budget.mjs`);
  return key;
}

/** Output files (JS and CSS) a manifest entry needs before it runs: itself and its static imports. */
function closure(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files, seen);
  return files;
}

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const bytes = readFileSync(join(dist, file));
    sizeCache.set(file, {
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizeCache.get(file);
}

function kindOf(file) {
  if (file.endsWith('.js')) return 'js';
  if (file.endsWith('.css')) return 'css';
  return 'json';
}

function measure(files) {
  const total = { js: { gzip: 0, brotli: 0 }, css: { gzip: 0, brotli: 0 }, json: { gzip: 0, brotli: 0 } };
  for (const file of files) {
    const size = sizes(file);
    total[kindOf(file)].gzip += size.gzip;
    total[kindOf(file)].brotli += size.brotli;
  }
  return total;
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const routeFiles = {};
for (const [route, { lazy }] of Object.entries(ROUTES)) {
  const files = closure(entryKey);
  for (const source of lazy) closure(chunkOf(source), files);
  for (const file of START_FILES) files.add(file);
  routeFiles[route] = files;
  const t = measure(files);
  if (process.argv.includes('--files')) {
    for (const file of [...files].sort((a, b) => sizes(b).gzip - sizes(a).gzip)) {
      console.log(
        `  ${kib(sizes(file).gzip).padStart(6)} KiB gzip ${kib(sizes(file).brotli).padStart(6)} br  ${file}`,
      );
    }
  }
  console.log(
    `${route.padEnd(6)} ${files.size} requests · JS ${kib(t.js.gzip)} KiB gzip (${kib(t.js.brotli)} br) · ` +
      `CSS ${kib(t.css.gzip)} (${kib(t.css.brotli)} br) · translations ${kib(t.json.gzip)} (${kib(t.json.brotli)} br)`,
  );
}

const login = measure(routeFiles['/login']);
const home = measure(routeFiles['/']);
const homeAdds = measure([...routeFiles['/']].filter((file) => !routeFiles['/login'].has(file)));
const checks = [
  ['sign-in JS', login.js.gzip, BUDGET_KIB.loginJs],
  ['Home adds JS', homeAdds.js.gzip, BUDGET_KIB.homeAddsJs],
  ['sign-in CSS', login.css.gzip, BUDGET_KIB.css],
  ['Home CSS', home.css.gzip, BUDGET_KIB.css],
];
let ok = true;
for (const [label, bytes, budget] of checks) {
  const within = bytes / 1024 <= budget;
  ok &&= within;
  console.log(`${label}: ${kib(bytes)} KiB gzip (budget ${budget} KiB) ${within ? 'ok' : 'OVER'}`);
}
process.exit(ok ? 0 : 1);
