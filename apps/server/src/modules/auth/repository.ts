import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { agents, customers, loginAttempts, refreshTokens } from '../../db/schema/index.ts';
import { customerChanged } from '../../db/customer-cache.ts';

type Q = Db | Tx;

export type LoginDoor = 'customer' | 'agent';

const customerColumns = {
  id: customers.id,
  userName: customers.userName,
  passwordHash: customers.passwordHash,
  customerHash: customers.customerHash,
  roleGroups: customers.roleGroups,
  linkedIntoCustomerId: customers.linkedIntoCustomerId,
};
export interface AuthCustomer {
  id: number;
  userName: string;
  passwordHash: string;
  customerHash: string;
  roleGroups: string[];
  linkedIntoCustomerId: number | null;
}

/** User names are unique case-insensitively (schema index on lower(user_name)). */
export async function findCustomerByUserName(db: Q, userName: string): Promise<AuthCustomer | undefined> {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(sql`lower(${customers.userName}) = lower(${userName})`)
    .limit(1);
  return row;
}

export async function findCustomerById(db: Q, id: number): Promise<AuthCustomer | undefined> {
  const [row] = await db.select(customerColumns).from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

/** Built once per database: this read runs on every authenticated request. */
const sessionCustomerQuery = preparedPerDatabase((db) => {
  // Placeholders only, no correlated column: drizzle writes a single-table select's columns
  // unqualified, which inside the subquery would silently bind to refresh_tokens.
  const liveRow = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('familyId')),
        eq(refreshTokens.customerId, sql.placeholder('id')),
        isNull(refreshTokens.revokedAt),
      ),
    );
  return db
    .select({
      id: customers.id,
      userName: customers.userName,
      customerHash: customers.customerHash,
      // A customer linked into another has no sessions of its own any more.
      live: sql<boolean>`(${customers.linkedIntoCustomerId} is null and exists (${liveRow}))`,
    })
    .from(customers)
    .where(eq(customers.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_customer');
});

/**
 * The customer behind an access token, and whether the token's session (refresh-token
 * family) is still live: one indexed read, prepared once (no query building; a server-side
 * prepared statement on PostgreSQL), and kept by the customer cache (live-session.ts). Every revocation (logout,
 * password change, replayed refresh token) marks all of a family's rows, so one unrevoked
 * row means the session has not been ended.
 */
export async function findSessionCustomer(db: Db, id: number, familyId: string) {
  const [row] = await sessionCustomerQuery(db).execute({ id, familyId });
  return row;
}

export async function findAgentByUserName(db: Q, userName: string) {
  const [row] = await db
    .select()
    .from(agents)
    .where(sql`lower(${agents.userName}) = lower(${userName})`)
    .limit(1);
  return row;
}

export async function findAgentById(db: Q, id: number) {
  const [row] = await db.select().from(agents).where(eq(agents.id, id)).limit(1);
  return row;
}

/**
 * Failed sign-ins for one door and user name inside the window, newest first, counting only
 * those after the last success (a successful sign-in clears the slate). At most `limit`.
 * `remainingSeconds` is how long until that failure leaves the window.
 */
export async function recentFailures(
  db: Q,
  door: LoginDoor,
  subject: string,
  windowSeconds: number,
  limit: number,
) {
  // Bracketed: drizzle splices fragments verbatim, and `created_at - now() - interval` is not what we mean.
  const window = sql`(now() - make_interval(secs => ${windowSeconds}))`;
  const lastSuccess = sql`coalesce((select max(${loginAttempts.createdAt}) from ${loginAttempts}
    where ${loginAttempts.kind} = ${door} and ${loginAttempts.subject} = ${subject} and ${loginAttempts.succeeded}),
    '-infinity'::timestamptz)`;
  return db
    .select({
      remainingSeconds: sql<number>`extract(epoch from (${loginAttempts.createdAt} - ${window}))::float8`,
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.kind, door),
        eq(loginAttempts.subject, subject),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, window),
        gt(loginAttempts.createdAt, lastSuccess),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit);
}

/**
 * Serialises attempts on one door + user name until the transaction ends (issue 11: a burst of
 * parallel guesses must not all read the failure count before any of them is recorded).
 */
export async function lockAttemptSubject(tx: Tx, door: LoginDoor, subject: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${door}:${subject}`}))`);
}

/** Marks a reserved attempt as a success (it was recorded as a failure before the check). */
export async function markAttemptSucceeded(tx: Tx, id: number) {
  await tx.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
}

/** Drops a reserved attempt whose password matched where a match is no sign-in (neutral). */
export async function releaseAttempt(db: Q, id: number) {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

/**
 * Records one attempt and drops this subject's rows older than a day (nothing reads them).
 * Answers the new row's id.
 */
export async function recordAttempt(tx: Tx, door: LoginDoor, subject: string, succeeded: boolean) {
  const [row] = await tx
    .insert(loginAttempts)
    .values({ kind: door, subject, succeeded })
    .returning({ id: loginAttempts.id });
  await tx
    .delete(loginAttempts)
    .where(
      and(
        eq(loginAttempts.kind, door),
        eq(loginAttempts.subject, subject),
        sql`${loginAttempts.createdAt} < now() - interval '1 day'`,
      ),
    );
  return row!.id;
}

export interface NewRefreshToken {
  tokenHash: string;
  familyId: string;
  customerId: number;
  agentId: number | null;
  expiresAt: Date;
}

export async function insertRefreshToken(tx: Tx, token: NewRefreshToken) {
  await tx.insert(refreshTokens).values(token);
}

/** Locks the row so two concurrent refreshes with the same token cannot both rotate it. */
export async function lockRefreshToken(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function markRefreshTokenUsed(tx: Tx, id: number) {
  await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, id));
}

/**
 * Ends every session of a customer (a new password, a user name moved to another account),
 * or every one but `keepFamilyId` (a change made from that session keeps it). The one place
 * refresh tokens are revoked by customer.
 */
export async function revokeSessionsOf(tx: Tx, customerId: number, keepFamilyId: string | null = null) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.customerId, customerId),
        keepFamilyId === null ? undefined : ne(refreshTokens.familyId, keepFamilyId),
        isNull(refreshTokens.revokedAt),
      ),
    );
  customerChanged(tx, customerId);
}

/**
 * Ends a session (refresh-token family). With `customerId`, only if the session is that
 * customer's. True when something was still live to end.
 */
export async function revokeFamily(tx: Tx, familyId: string, customerId?: number): Promise<boolean> {
  const rows = await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        customerId === undefined ? undefined : eq(refreshTokens.customerId, customerId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ customerId: refreshTokens.customerId });
  for (const customer of new Set(rows.map((row) => row.customerId))) customerChanged(tx, customer);
  return rows.length > 0;
}

/**
 * The customer's sessions (refresh-token families) active since `since`, newest first: who
 * opened each (the customer, or the agent acting for them), when, when it was last renewed,
 * and whether it can still be used.
 */
export async function listSessionFamilies(db: Db, customerId: number, since: Date) {
  return db
    .select({
      familyId: refreshTokens.familyId,
      agentUserName: sql<string | null>`max(${agents.userName})`,
      startedAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      lastActiveAt: sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      live: sql<boolean>`bool_or(${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > now())`,
    })
    .from(refreshTokens)
    .leftJoin(agents, eq(agents.id, refreshTokens.agentId))
    .where(eq(refreshTokens.customerId, customerId))
    .groupBy(refreshTokens.familyId)
    .having(sql`max(${refreshTokens.createdAt}) >= ${since.toISOString()}`)
    .orderBy(sql`max(${refreshTokens.createdAt}) desc`);
}
