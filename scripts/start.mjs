// `npm start`: build the web app and compile the server when their sources are newer than
// their builds, then run the compiled server (which migrates, seeds an empty database and
// serves app + API on one port) on plain Node, with source maps for readable stack traces.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');
const server = join(root, 'apps/server');
const builtServer = join(server, 'dist/server.js');
const contract = join(root, 'packages/contract/src');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

/** True when `built` is missing or older than any of `sources` (files or folders). */
function isStale(built, sources) {
  if (!existsSync(built)) return true;
  const present = sources.filter(existsSync);
  return Math.max(...present.map(newestMtime)) > statSync(built).mtimeMs;
}

function buildWhenStale(what, built, sources, command, args) {
  if (!isStale(built, sources)) return;
  console.log(`Building ${what}…`);
  const build = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

buildWhenStale(
  'the web app',
  builtIndex,
  [...['src', 'public', 'index.html', 'vite.config.ts'].map((p) => join(web, p)), contract],
  'npm',
  ['run', 'build', '-w', '@myaccount/web'],
);
buildWhenStale(
  'the server',
  builtServer,
  [join(server, 'src'), join(server, 'scripts'), join(server, 'package.json'), contract],
  process.execPath,
  [join(server, 'scripts/build.mjs')],
);

const child = spawn(process.execPath, ['--enable-source-maps', builtServer], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? join(web, 'dist') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
