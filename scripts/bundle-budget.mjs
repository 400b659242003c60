// Fails when the web app's first load grows past its budget: the entry script plus the
// scripts and styles it imports directly, gzipped, as a browser downloads them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

// The JS budget is the floor of the chosen stack plus room for the shell: React 19 + DOM (~69 KiB),
// React Router (~31), i18next (~22), zod for run-time checks of replies (~25), Redux Toolkit,
// react-bootstrap and toastify (~43). It exists to catch growth; lower it as chunks move out.
// Raised 200 → 202 on 2026-11-24 for the menu's entry kinds and badges (first load 200.3 KiB);
// issue 18 (first load under 100 KB) is the plan to bring it far down, not this number.
const BUDGET_KB = { js: 202, css: 60 };
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(js|css))"/g)].map((m) => ({
  path: m[1],
  kind: m[2],
}));

const sizes = { js: 0, css: 0 };
for (const { path, kind } of assets) sizes[kind] += gzipSync(readFileSync(join(dist, path))).length;

let ok = true;
for (const kind of ['js', 'css']) {
  const kb = sizes[kind] / 1024;
  const within = kb <= BUDGET_KB[kind];
  ok &&= within;
  console.log(
    `first-load ${kind}: ${kb.toFixed(1)} KiB gzip (budget ${BUDGET_KB[kind]} KiB) ${within ? 'ok' : 'OVER'}`,
  );
}
process.exit(ok ? 0 : 1);
