// The server as `npm start` runs it: compiled by apps/server/scripts/build.mjs and started on
// plain Node (no tsx), in production mode, in its own process. For the benches that measure
// what a deployment would serve (200 sessions, Lighthouse, the CPU profile).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnv } from './processes.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const webDist = join(root, 'apps/web/dist');
const builtServer = join(root, 'apps/server/dist/server.js');

let built = false;
/** Compiles the server from the current sources, once per bench process (esbuild: a second or two). */
export function buildServer(): void {
  if (built || process.env.BENCH_BUILD === '0') return;
  const result = spawnSync(process.execPath, [join(root, 'apps/server/scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('building the server failed');
  built = true;
}

export interface CompiledOptions {
  port: number;
  /** postgres://… or undefined for PGlite in a fresh directory. */
  databaseUrl?: string | undefined;
  poolSize?: number;
  /** PGlite's directory (a prepared one); a fresh one when not given. */
  dataDir?: string;
  /** Serve the built web app (Lighthouse); API only when not given. */
  web?: boolean;
  /** Another build of the server (a copy of apps/server/dist kept to compare before and after). */
  serverFile?: string;
  /** Extra Node flags, e.g. --cpu-prof. */
  nodeFlags?: string[];
  env?: Record<string, string | undefined>;
  /** Serve HTTPS with HTTP/2 from these PEM files (TLS_CERT_FILE, TLS_KEY_FILE). */
  tls?: { certFile: string; keyFile: string };
}

export interface Compiled {
  child: ChildProcess;
  address: string;
  database: 'pglite' | 'postgres';
  /** performance.now() when the process was spawned (places a --cpu-prof window in time). */
  spawnedAt: number;
  /** CPU time (user + system) the process has used so far, ms. */
  cpuMs(): number;
  /** SIGINT, then waits for the exit (the server closes gracefully; --cpu-prof writes then). */
  stop(): Promise<void>;
}

const CLOCK_TICKS = 100; // USER_HZ on Linux

export async function startCompiled(options: CompiledOptions): Promise<Compiled> {
  buildServer();
  const spawnedAt = performance.now();
  const child = spawn(
    process.execPath,
    [...(options.nodeFlags ?? []), '--enable-source-maps', options.serverFile ?? builtServer],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: childEnv({
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(options.port),
        LOG_LEVEL: 'warn',
        // The load comes from one address at rates no client reaches: measure the work, not the
        // limits (API-tested elsewhere).
        RATE_LIMIT_FACTOR: '0',
        DATABASE_URL: options.databaseUrl,
        DATABASE_POOL_SIZE: options.poolSize ? String(options.poolSize) : undefined,
        DATA_DIR: options.databaseUrl
          ? undefined
          : (options.dataDir ?? mkdtempSync(join(tmpdir(), 'myaccount-bench-'))),
        WEB_DIST: options.web ? webDist : '',
        JWT_SECRET: randomBytes(32).toString('hex'),
        TWO_STEP_KEY: randomBytes(32).toString('hex'),
        BENCH_DATABASE_URL: undefined,
        TLS_CERT_FILE: options.tls?.certFile,
        TLS_KEY_FILE: options.tls?.keyFile,
        ...options.env,
      }),
    },
  );
  let output = '';
  const ready = await new Promise<'pglite' | 'postgres'>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 180_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const database = /^Database: (PostgreSQL|PGlite)/m.exec(output);
      if (/is running at/.test(output) && database) {
        clearTimeout(timer);
        resolve(database[1] === 'PostgreSQL' ? 'postgres' : 'pglite');
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  child.stdout!.resume();
  if ((options.databaseUrl ? 'postgres' : 'pglite') !== ready)
    throw new Error(`the server opened ${ready}, not the database asked for`);
  return {
    child,
    address: `${options.tls ? 'https' : 'http'}://127.0.0.1:${options.port}`,
    database: ready,
    spawnedAt,
    cpuMs() {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1000;
    },
    stop() {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      });
    },
  };
}
