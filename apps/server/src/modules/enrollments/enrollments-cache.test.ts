import { type Enrollment, enrollmentsByAddress } from '@myaccount/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewals } from '../../db/schema/index.ts';
import { setDeliveryMethod } from './writes.ts';
import { withTriggerOff } from '../../test/cache-triggers.ts';
import { buildTestApp, type TestApp, type TestSession } from '../../test/build-test-app.ts';

/*
 * The enrollment list is kept in the customer cache. The changes here go straight to the
 * database, past the app, as another instance or an operator's SQL would: only migration
 * 0031's triggers can tell this instance, and the list must follow within moments. With a
 * trigger off the old list stays, which shows the list really is kept and the trigger is what
 * ends it. The last test turns the trigger off and writes through the app: only the app's own
 * drop on commit can then show the write at once.
 */
let t: TestApp;
let solo: TestSession;
let enrollment: Enrollment;
beforeAll(async () => {
  t = await buildTestApp();
  solo = await t.login('solo');
  enrollment = await soloEnrollment();
});
afterAll(() => t.close());

async function enrollmentsOf(s: TestSession): Promise<Enrollment[]> {
  const res = await t.app.inject({ url: `/v2/customers/${s.customerId}/enrollments`, headers: s.headers });
  expect(res.statusCode).toBe(200);
  return enrollmentsByAddress.parse(res.json()).flatMap((group) => group.enrollments);
}

const soloEnrollment = async () => (await enrollmentsOf(solo))[0]!;
const poll = { timeout: 2000, interval: 50 };

const historyLength = async () => (await soloEnrollment()).enrollment_statuses.length;
const addHistory = (): SQL => sql`
  insert into enrollment_status_history (enrollment_id, id_status, note)
  values (${enrollment.id_enrollment}, ${enrollment.id_status}, 'cache test')`;
const removeHistory = sql`delete from enrollment_status_history where note = 'cache test'`;

describe('the enrollment list follows changes the app did not make', () => {
  it('is kept: a status change written with the trigger off goes unseen', async () => {
    const before = await historyLength();
    await withTriggerOff(
      t,
      'enrollment_status_history',
      'enrollment_status_history_customer_change',
      async () => {
        await t.db.execute(addHistory());
        expect(await historyLength()).toBe(before);
        await t.db.execute(removeHistory);
      },
    );
    expect(await historyLength()).toBe(before);
  });

  it('shows a status change, and its removal', async () => {
    const before = await historyLength();
    await t.db.execute(addHistory());
    await expect.poll(historyLength, poll).toBe(before + 1);
    await t.db.execute(removeHistory);
    await expect.poll(historyLength, poll).toBe(before);
  });

  it('shows a scheduled renewal, and its cancellation', async () => {
    expect((await soloEnrollment()).scheduled_renewal).toBeNull();
    const planId = enrollment.plans[0]!.id_plan;
    const [row] = await t.db
      .insert(renewals)
      .values({
        enrollmentId: enrollment.id_enrollment,
        planId,
        startDate: '2030-01-01',
        endDate: '2031-01-01',
        documents: [],
        acceptedOn: '2026-11-28',
      })
      .returning({ id: renewals.id });
    try {
      await expect
        .poll(async () => (await soloEnrollment()).scheduled_renewal, poll)
        .toEqual({ plan_name: enrollment.plans[0]!.name, start_date: '2030-01-01' });
      await t.db.execute(sql`update renewals set status = 'cancelled' where id = ${row!.id}`);
      await expect.poll(async () => (await soloEnrollment()).scheduled_renewal, poll).toBeNull();
    } finally {
      await t.db.execute(sql`delete from renewals where id = ${row!.id}`);
    }
  });

  it('shows a renamed plan and a corrected service address', async () => {
    const plan = enrollment.plans[0]!;
    const street = enrollment.service_address.address_2;
    await t.db.execute(sql`update plans set name = name || ' (renamed)' where id_plan = ${plan.id_plan}`);
    await t.db.execute(sql`
      update addresses set address2 = 'Unit 9'
      where id = (select service_address_id from enrollments where id_enrollment = ${enrollment.id_enrollment})`);
    try {
      await expect
        .poll(async () => (await soloEnrollment()).plans[0]!.name, poll)
        .toBe(`${plan.name} (renamed)`);
      await expect.poll(async () => (await soloEnrollment()).service_address.address_2, poll).toBe('Unit 9');
    } finally {
      await t.db.execute(sql`update plans set name = ${plan.name} where id_plan = ${plan.id_plan}`);
      await t.db.execute(sql`
        update addresses set address2 = ${street}
        where id = (select service_address_id from enrollments where id_enrollment = ${enrollment.id_enrollment})`);
    }
    await expect.poll(async () => (await soloEnrollment()).plans[0]!.name, poll).toBe(plan.name);
  });
});

describe('the enrollment list after the app’s own write', () => {
  // Through enrollments' own write, in a transaction as a route makes it; the route itself also
  // stores a notification, whose drop would hide a write that forgot its own.
  const deliverBy = (idMethodDelivery: number) =>
    t.db.transaction((tx) => setDeliveryMethod(tx, enrollment.id_enrollment, idMethodDelivery));

  it('shows the change on the very next read, even with the trigger off', async () => {
    const before = (await soloEnrollment()).id_method_delivery;
    const other = before === 2 ? 1 : 2;
    await withTriggerOff(t, 'enrollments', 'enrollments_customer_change', async () => {
      await deliverBy(other);
      expect((await soloEnrollment()).id_method_delivery).toBe(other);
      await deliverBy(before);
      expect((await soloEnrollment()).id_method_delivery).toBe(before);
    });
  });
});
