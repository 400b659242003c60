// What checking the session on every request costs: the read the auth hook makes, side by
// side with the plain customer read it replaced, interleaved in one process so machine noise
// hits all of them alike.
//   - customer only: the customer by id (before access tokens were tied to their session);
//   - session, built per call: the customer plus "is the token's refresh family live?";
//   - session, prepared: the same read, prepared once (what the auth hook runs).
//   npm run bench:session -w @myaccount/bench      (add BENCH_DATABASE_URL for PostgreSQL)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { customers, refreshTokens } from '../apps/server/src/db/schema/index.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed/index.ts';
import { findCustomerById, findSessionCustomer } from '../apps/server/src/modules/auth/repository.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3000);

/** The session read written inline, built by drizzle on every call. */
async function sessionBuiltPerCall(db: Db, id: number, familyId: string) {
  const live = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.customerId, id),
        isNull(refreshTokens.revokedAt),
      ),
    );
  const [row] = await db
    .select({ id: customers.id, userName: customers.userName, sessionLive: sql<boolean>`exists (${live})` })
    .from(customers)
    .where(eq(customers.id, id))
    .limit(1);
  return row;
}

async function measure(label: string, databaseUrl: string | undefined) {
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'myaccount-bench-')),
  });
  try {
    await seedDemoIfEmpty(database.db);
    const db = database.db;
    const [demo] = await db.select().from(customers).where(eq(customers.userName, 'demo'));
    // A live session among many ended ones, as on a server that has run for a while.
    const familyId = 'bench-live-family';
    await db.transaction(async (tx) => {
      await tx.delete(refreshTokens).where(sql`${refreshTokens.familyId} like 'bench-%'`);
      const expiresAt = new Date(Date.now() + 86_400_000);
      const ended = Array.from({ length: 2000 }, (_, i) => ({
        tokenHash: `bench-ended-${i}`,
        familyId: `bench-ended-${i % 400}`,
        customerId: demo!.id,
        expiresAt,
        revokedAt: new Date(),
      }));
      await tx.insert(refreshTokens).values(ended);
      await tx
        .insert(refreshTokens)
        .values({ tokenHash: 'bench-live', familyId, customerId: demo!.id, expiresAt });
    });

    const variants: [string, () => Promise<unknown>][] = [
      ['customer only', () => findCustomerById(db, demo!.id)],
      ['session, built per call', () => sessionBuiltPerCall(db, demo!.id, familyId)],
      ['session, prepared', () => findSessionCustomer(db, demo!.id, familyId)],
    ];
    const spent = variants.map(() => 0n);
    for (let round = -200; round < rounds; round++) {
      for (const [index, [, run]] of variants.entries()) {
        const start = process.hrtime.bigint();
        await run();
        if (round >= 0) spent[index]! += process.hrtime.bigint() - start; // the first 200 warm up
      }
    }
    const micros = spent.map((ns) => Number(ns) / 1000 / rounds);
    for (const [index, [name]] of variants.entries()) {
      console.log(
        `${label.padEnd(10)} ${name.padEnd(24)} ${micros[index]!.toFixed(0).padStart(5)} µs/read  ` +
          `× ${(micros[index]! / micros[0]!).toFixed(2)} of customer only`,
      );
    }
  } finally {
    await database.close();
  }
}

console.log(`${rounds} interleaved rounds per variant, after 200 warm-up rounds`);
await measure('PGlite', undefined);
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) await measure('PostgreSQL', pgUrl);
else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://…');
