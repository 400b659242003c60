import type { DeliveryMethodEnrollment, ServiceChangeResponse } from '@myaccount/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { Session } from '../../plugins/auth.ts';
import { enrollmentNotFound } from './drop.ts';
import * as repo from './repository.ts';

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

/** POST /v2/enrollments/{id}/update-billing-delivery-method; repeating it changes nothing more. */
export async function updateDeliveryMethod(
  db: Db,
  request: FastifyRequest,
  session: Session,
  enrollmentId: number,
  method: 1 | 2,
): Promise<ServiceChangeResponse> {
  const own = await repo.findOwnEnrollment(db, enrollmentId, session.customerId);
  if (!own) throw enrollmentNotFound();
  if (own.enrollment.idMethodDelivery !== method) {
    await db.transaction(async (tx) => {
      await repo.setDeliveryMethod(tx, enrollmentId, method);
      await recordAudit(tx, request, {
        action: 'enrollment.delivery-method',
        entity: 'enrollment',
        entityId: enrollmentId,
        details: { from: own.enrollment.idMethodDelivery, to: method },
      });
    });
  }
  return {
    succeeded: true,
    message: method === 2 ? 'Your bills will arrive by e-mail.' : 'Your bills will arrive by mail.',
  };
}
