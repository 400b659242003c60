// `npm run seed -- --customers 100000`: makes sure the demo data exists, then adds that many
// synthetic customers (load00001…) for load tests. Uses DATABASE_URL, else PGlite in DATA_DIR.
import { resolve } from 'node:path';
import { openDatabase } from '../client.ts';
import { seedDemoIfEmpty } from './index.ts';
import { seedSynthetic } from './synthetic.ts';

const USAGE = 'Usage: npm run seed -- [--customers N]   (N a positive whole number)';

/** Reads `--customers N` or `--customers=N`; undefined when absent. Throws a one-line message. */
export function parseCustomers(argv: string[]): number | undefined {
  let raw: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--customers') raw = argv[++i] ?? '';
    else if (arg.startsWith('--customers=')) raw = arg.slice('--customers='.length);
    else if (arg === '--help' || arg === '-h') throw new Error(USAGE);
    else throw new Error(`Unknown argument "${arg}". ${USAGE}`);
  }
  if (raw === undefined) return undefined;
  if (!/^[1-9][0-9]*$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw new Error(`--customers must be a positive whole number, got "${raw}". ${USAGE}`);
  }
  return Number(raw);
}

async function main() {
  let customers: number | undefined;
  try {
    customers = parseCustomers(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  // npm runs workspace scripts in apps/server; INIT_CWD is where `npm run seed` was typed
  // (the repo root), which is what the server's relative DATA_DIR means too.
  const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? './data');
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : dataDir });
  console.log(`Database: ${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`}`);
  try {
    const seeded = await seedDemoIfEmpty(database.db);
    console.log(seeded ? 'Demo data loaded.' : 'Demo data already present.');
    if (!customers) return;
    console.log(`Adding ${customers.toLocaleString('en-US')} synthetic customers…`);
    let lastPrint = 0;
    const result = await seedSynthetic(database.db, {
      customers,
      onProgress: ({ done, total, rows, elapsedMs }) => {
        if (done < total && elapsedMs - lastPrint < 2000) return;
        lastPrint = elapsedMs;
        const rate = Math.round(rows / (elapsedMs / 1000));
        console.log(
          `  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} customers, ` +
            `${rows.toLocaleString('en-US')} rows, ${rate.toLocaleString('en-US')} rows/s`,
        );
      },
    });
    console.log(
      `Done: ${result.firstUserName}…${result.lastUserName} (password Welcome-2026!), ` +
        `${result.rows.toLocaleString('en-US')} rows in ${(result.elapsedMs / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}

// Only run when executed, so tests can import parseCustomers.
if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('seed/cli.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
