import { type ChildProcess, spawn } from 'node:child_process';
import { get as httpsGet } from 'node:https';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SelfSigned } from '../../apps/server/src/test/self-signed.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface OwnServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A second server of its own for a journey that needs other settings than the shared one
 * (e.g. a posting job every second): the same `node scripts/start.mjs` as the shared e2e
 * server, on its own port and a fresh embedded database seeded with the demo data. Given
 * `dataDir`, it serves that database and leaves it behind when it stops (for a journey that
 * changes a brand setting between two starts, as an operator would); the caller removes it.
 */
export async function startOwnServer(
  port: number,
  env: Record<string, string>,
  options: { dataDir?: string; tls?: SelfSigned } = {},
): Promise<OwnServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'myaccount-e2e-own-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '20',
      ...(options.tls ? { TLS_CERT_FILE: options.tls.certFile, TLS_KEY_FILE: options.tls.keyFile } : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `${options.tls ? 'https' : 'http'}://localhost:${port}`;
  const stop = async () => {
    await stopProcess(child);
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${url}/v2/brands/`, child, options.tls?.cert);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** Building the web app (when stale), migrating and seeding take a while on a busy machine. */
const START_LIMIT_MS = 150_000;

/** Whether `url` answers 200; over HTTPS trusting `ca` (a test's own certificate). */
function answers(url: string, ca?: Buffer): Promise<boolean> {
  if (!ca) return fetch(url).then((response) => response.ok);
  return new Promise((resolve, reject) => {
    httpsGet(url, { ca }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    }).on('error', reject);
  });
}

async function waitUntilServing(probe: string, child: ChildProcess, ca?: Buffer): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`no answer from ${probe}`);
    try {
      if (await answers(probe, ca)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    // start.mjs passes SIGTERM on to the server, which closes its jobs and database.
    child.kill('SIGTERM');
  });
}
