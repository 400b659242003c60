// Compiles the server for production: one ES module, dist/server.js, with a source map, so
// `npm start` runs plain JavaScript on Node rather than compiling TypeScript at every start
// through tsx. The contract package (TypeScript, workspace) is bundled in; every other
// dependency stays an import from node_modules. Files the server reads beside its code (the
// SQL migrations) are copied next to the bundle, where `new URL('./migrations', import.meta.url)`
// finds them.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = fileURLToPath(new URL('..', import.meta.url));
const dist = `${server}dist`;
const { dependencies } = JSON.parse(readFileSync(`${server}package.json`, 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => !name.startsWith('@myaccount/'))
  .flatMap((name) => [name, `${name}/*`]);

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [`${server}src/server.ts`],
  outfile: `${dist}/server.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
cpSync(`${server}src/db/migrations`, `${dist}/migrations`, { recursive: true });
// The brands' logos that mail carries inline (src/modules/mail/brand-look.ts).
cpSync(`${server}src/modules/mail/mail-logos`, `${dist}/mail-logos`, { recursive: true });
