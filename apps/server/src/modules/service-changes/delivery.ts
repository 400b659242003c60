import type {
  DeliveryMethodEnrollment,
  ServiceChangeResponse,
  UpdateDeliveryMethodRequest,
} from '@myaccount/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import { announceServiceChange } from '../mail/index.ts';
import type { Session } from '../../plugins/auth.ts';
import { enrollmentNotFound } from '../enrollments/index.ts';
import * as repo from './repository.ts';
import type { ChangeDeps } from './change-deps.ts';

type Row = Awaited<ReturnType<typeof repo.listForDelivery>>[number];

function toItem({ enrollment: e, address: a, commodity }: Row): DeliveryMethodEnrollment {
  return {
    id_enrollment: e.idEnrollment,
    id_method_delivery: e.idMethodDelivery,
    billing_group_id: e.billingGroupId,
    commodity,
    service_address: {
      address_1: a.address1,
      address_2: a.address2,
      city: a.city,
      state: a.state,
      ldc_account: a.ldcAccount,
      correspondence_zip: a.correspondenceZip,
    },
  };
}

/** GET v1/customers/{id}/enrollments-to-change-delivery-method: every active enrollment. */
export async function enrollmentsToChangeDelivery(db: Db, customerId: number) {
  return (await repo.listForDelivery(db, customerId)).map(toItem);
}

/** GET v1/enrollments/{id}/enrollments-from-billing-group: the enrollment and those billed with it. */
export async function enrollmentsFromBillingGroup(db: Db, session: Session, enrollmentId: number) {
  const own = await repo.findOwnEnrollment(db, enrollmentId, session.customerId);
  if (!own) throw enrollmentNotFound();
  const group = { enrollmentId, groupId: own.enrollment.billingGroupId };
  return (await repo.listForDelivery(db, session.customerId, group)).map(toItem);
}

/**
 * The enrollments a delivery-method change writes: the one in the path plus the listed
 * members of its billing group. Every listed id must be the customer's (the one ownership
 * answer, 404, whoever owns it) and billed with that enrollment (422); checked under the caller's row locks.
 */
async function targetsOf(tx: Tx, customerId: number, own: repo.OwnEnrollment, listed: number[]) {
  const ids = [...new Set([own.enrollment.idEnrollment, ...listed])];
  const rows = await repo.lockEnrollments(tx, ids);
  if (rows.length !== ids.length || rows.some((r) => r.customerId !== customerId)) {
    throw enrollmentNotFound('billing_group_enrollment_ids');
  }
  // The group as it is under the lock, not as read before the transaction.
  const self = rows.find((r) => r.idEnrollment === own.enrollment.idEnrollment)!;
  const group = { enrollmentId: self.idEnrollment, groupId: self.billingGroupId };
  const members = new Set(
    (await repo.listForDelivery(tx, customerId, group)).map((m) => m.enrollment.idEnrollment),
  );
  if (listed.some((id) => !members.has(id))) {
    throw new AppError('business_rule', 'Only enrollments billed together can be changed together.', {
      field: 'billing_group_enrollment_ids',
      reason: 'not_in_billing_group',
    });
  }
  return rows;
}

/**
 * POST /v2/enrollments/{id}/update-billing-delivery-method: the enrollment and any listed
 * members of its billing group, all in one transaction (all or nothing); one audit entry per
 * enrollment that changed, so repeating the request changes nothing more.
 */
export async function updateDeliveryMethod(
  deps: ChangeDeps,
  audit: AuditContext,
  enrollmentId: number,
  body: UpdateDeliveryMethodRequest,
): Promise<ServiceChangeResponse> {
  const { db } = deps;
  const method = body.id_method_delivery;
  const own = await repo.findOwnEnrollment(db, enrollmentId, audit.customerId);
  if (!own) throw enrollmentNotFound();
  const mailIds = await db.transaction(async (tx) => {
    const targets = await targetsOf(tx, audit.customerId, own, body.billing_group_enrollment_ids ?? []);
    const ids: number[] = [];
    for (const target of targets.filter((r) => r.idMethodDelivery !== method)) {
      await repo.setDeliveryMethod(tx, target.idEnrollment, method);
      await recordAudit(tx, audit, {
        action: 'enrollment.delivery-method',
        entity: 'enrollment',
        entityId: target.idEnrollment,
        details: { from: target.idMethodDelivery, to: method },
      });
      ids.push(
        ...(await announceServiceChange(
          tx,
          audit.customerId,
          target.idEnrollment,
          { change: 'delivery', method: method === 2 ? 'email' : 'paper' },
          `delivery:${target.idEnrollment}:${audit.requestId}`,
        )),
      );
    }
    return ids;
  });
  deps.dispatch(mailIds);
  return {
    succeeded: true,
    message: method === 2 ? 'Your bills will arrive by e-mail.' : 'Your bills will arrive by mail.',
  };
}
