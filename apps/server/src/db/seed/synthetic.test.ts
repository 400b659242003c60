import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.ts';
import { customers, enrollments, statements } from '../schema/index.ts';
import { parseCustomers } from './cli.ts';
import { seedDemo } from './index.ts';
import { seedSynthetic } from './synthetic.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
  await seedDemo(database.db);
});
afterAll(() => database.close());

describe('seedSynthetic', () => {
  it('adds 50 customers with unique user names, enrollments and 12 statements each', async () => {
    const result = await seedSynthetic(database.db, { customers: 50, batchSize: 20 });
    expect(result).toMatchObject({ customers: 50, firstUserName: 'load00001', lastUserName: 'load00050' });
    const rows = await database.db.select().from(customers).where(like(customers.userName, 'load%'));
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((r) => r.userName)).size).toBe(50);
    // One shared hash (see synthetic.ts), but every customer hash is its own.
    expect(new Set(rows.map((r) => r.passwordHash)).size).toBe(1);
    expect(new Set(rows.map((r) => r.customerHash)).size).toBe(50);
    const [counts] = await database.db
      .select({
        enrollments: sql<number>`count(distinct ${enrollments.idEnrollment})::int`,
        statements: sql<number>`count(${statements.id})::int`,
      })
      .from(enrollments)
      .leftJoin(statements, sql`${statements.enrollmentId} = ${enrollments.idEnrollment}`)
      .where(sql`${enrollments.customerId} in (select id from customers where user_name like 'load%')`);
    expect(counts!.enrollments).toBeGreaterThanOrEqual(50);
    expect(counts!.enrollments).toBeLessThanOrEqual(100);
    expect(counts!.statements).toBe(counts!.enrollments * 12);
  });

  it('continues the numbering on a second run', async () => {
    const result = await seedSynthetic(database.db, { customers: 3 });
    expect(result.firstUserName).toBe('load00051');
  });
});

describe('seed CLI arguments', () => {
  it('accepts --customers N and --customers=N', () => {
    expect(parseCustomers(['--customers', '100000'])).toBe(100000);
    expect(parseCustomers(['--customers=5'])).toBe(5);
    expect(parseCustomers([])).toBeUndefined();
  });

  it('refuses anything but a positive whole number with one line', () => {
    for (const bad of [
      ['--customers', '0'],
      ['--customers', '-3'],
      ['--customers', '1.5'],
      ['--customers', 'x'],
      ['--customers'],
      ['--nope'],
    ]) {
      expect(() => parseCustomers(bad)).toThrow(/^[^\n]+$/);
    }
  });
});
