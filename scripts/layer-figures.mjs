#!/usr/bin/env node
// Prints the figures ARCHITECTURE.md records for issue 13: files over 150 lines (tests apart),
// imports that cross web features and server modules (and how many skip the index.ts), and
// static import cycles. `node scripts/layer-figures.mjs [root]` (root defaults to this repo).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));
const isTest = (file) => /\.test\.tsx?$/.test(file);

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Relative static imports of a file, resolved to files (`import()` is lazy and left out). */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)].map((m) => m[1]);
  return specs.flatMap((spec) => {
    const base = resolve(dirname(file), spec);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      (p) => existsSync(p) && statSync(p).isFile(),
    );
    return found ? [found] : [];
  });
}

function crossing(srcDir, unit) {
  const files = filesUnder(srcDir).filter((f) => !isTest(f));
  let total = 0;
  let pastIndex = 0;
  for (const file of files) {
    const from = relative(join(srcDir, unit), file).split('/')[0];
    if (from.startsWith('..')) continue;
    for (const target of importsOf(file)) {
      const rel = relative(join(srcDir, unit), target).split('/');
      if (rel[0].startsWith('..') || rel[0] === from) continue;
      total += 1;
      if (!(rel.length === 2 && /^index\.tsx?$/.test(rel[1]))) pastIndex += 1;
    }
  }
  return { total, pastIndex };
}

function cycles(files) {
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const state = new Map();
  let found = 0;
  const visit = (f) => {
    state.set(f, 'open');
    for (const g of graph.get(f) ?? []) {
      if (state.get(g) === 'open') found += 1;
      else if (!state.has(g) && graph.has(g)) visit(g);
    }
    state.set(f, 'done');
  };
  for (const f of graph.keys()) if (!state.has(f)) visit(f);
  return found;
}

const web = join(root, 'apps/web/src');
const server = join(root, 'apps/server/src');
const long = (dir) =>
  filesUnder(dir).filter((f) => !isTest(f) && readFileSync(f, 'utf8').split('\n').length > 150).length;
const w = crossing(web, 'features');
const s = crossing(server, 'modules');
console.log(`files over 150 lines (tests apart): web ${long(web)}, server ${long(server)}`);
console.log(
  `web imports across features: ${w.total}, of which past the other feature's index.ts: ${w.pastIndex}`,
);
console.log(
  `server imports across modules: ${s.total}, of which past the other module's index.ts: ${s.pastIndex}`,
);
console.log(
  `static import cycles (back edges): web ${cycles(filesUnder(web).filter((f) => !isTest(f)))}, server ${cycles(filesUnder(server).filter((f) => !isTest(f)))}`,
);
