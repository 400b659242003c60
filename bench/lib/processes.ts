// What every bench script needs: a server in its own process, so the load generator does
// not share its event loop, and a fetch that fails loudly.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Started {
  child: ChildProcess;
  address: string;
  /** The database the server opened, when it says (app-server.ts does). */
  database?: 'pglite' | 'postgres';
}

/**
 * The child's environment: ours with `overrides` applied, where an undefined value removes
 * the variable. A bench that measures PGlite passes `BENCH_DATABASE_URL: undefined`;
 * otherwise the child inherited the PostgreSQL URL and the "PGlite" row ran on PostgreSQL.
 */
export function childEnv(overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

/** Forks `script` (relative to bench/) and waits for it to report the address it listens on. */
export function startServer(
  script = './app-server.ts',
  env: Record<string, string | undefined> = {},
): Promise<Started> {
  const child = fork(fileURLToPath(new URL(`../${script}`, import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: childEnv(env),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, ...(m as Omit<Started, 'child'>) }));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/** The JSON of a reply, or an error naming the URL, status and body. */
export async function json<T>(response: Promise<Response>): Promise<T> {
  const res = await response;
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<T>;
}

export interface SignedIn {
  customerId: number;
  /** The headers every customer call carries: the bearer token and the customer hash. */
  headers: Record<string, string>;
  /** The first enrollment of the customer's first service address. */
  enrollmentId: number;
}

/** Signs a seeded customer in through the public door and finds their first enrollment. */
export async function signIn(base: string, username: string, password = 'Welcome-2026!'): Promise<SignedIn> {
  const login = await json<{ token: string; customerHash: string }>(
    fetch(`${base}/v2/auth/login-myaccount`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    }),
  );
  const { id: customerId } = JSON.parse(Buffer.from(login.token.split('.')[1]!, 'base64url').toString()) as {
    id: number;
  };
  const headers = { authorization: `Bearer ${login.token}`, 'x-customer-hash': login.customerHash };
  const groups = await json<{ enrollments: { id_enrollment: number }[] }[]>(
    fetch(`${base}/v2/customers/${customerId}/enrollments`, { headers }),
  );
  return { customerId, headers, enrollmentId: groups[0]!.enrollments[0]!.id_enrollment };
}

/** The server's CPU time so far in µs (the child must import cpu-report.ts). */
export function cpuTime(server: Started): Promise<number> {
  return new Promise((resolve) => {
    const listen = (m: unknown) => {
      if (typeof m === 'object' && m !== null && 'cpu' in m) {
        server.child.off('message', listen);
        resolve((m as { cpu: number }).cpu);
      }
    };
    server.child.on('message', listen);
    server.child.send('cpu');
  });
}
