import type { Tx } from '../../db/client.ts';
import { announce } from './events.ts';
import { findServiceAddress } from './repository.ts';

/**
 * A change to a service the customer asked for (or an agent made for them): requested,
 * scheduled or cancelled; or the bill delivery method switched to e-mail or to paper.
 */
export type ServiceChange =
  | {
      change: 'drop' | 'transfer' | 'withdrawal';
      stage: 'requested' | 'scheduled' | 'cancelled';
      /** The day it takes effect (YYYY-MM-DD): the end of service, the new start date. */
      date?: string;
      /** A transfer's new service address, on one line. */
      newAddress?: string;
    }
  | { change: 'delivery'; method: 'email' | 'paper' }
  /** Enrolled again: the new service's first day, its contract's end and the plan's name. */
  | { change: 'reenroll'; date: string; endDate: string; plan: string }
  /**
   * Reinstated on the same plan and terms: the drop cancelled (`reinstate_kept`, `date` the
   * day it was) or the ended service re-opened (`reinstate_reopened`, `date` its first day).
   */
  | { change: 'reinstate_kept' | 'reinstate_reopened'; date: string; plan: string };

/**
 * Tells the customer of a service change, in the transaction that records it (one function
 * for every service-change feature: drop, transfer, delivery method, withdrawal, re-enrolment,
 * reinstatement). `eventKey`
 * names this change once (e.g. `drop:<enrollment>:<status history id>`); the same key again
 * does nothing. Answers the queued mail ids, to dispatch after the commit.
 */
export async function announceServiceChange(
  tx: Tx,
  customerId: number,
  enrollmentId: number,
  event: ServiceChange,
  eventKey: string,
): Promise<number[]> {
  const address = await findServiceAddress(tx, enrollmentId);
  if (event.change === 'delivery') {
    return announce(tx, customerId, {
      key: eventKey,
      kind: event.method === 'email' ? 'delivery_paperless' : 'delivery_paper',
      params: { address },
      path: '/service/paperless',
    });
  }
  if (event.change === 'reenroll') {
    const { date, endDate, plan } = event;
    return announce(tx, customerId, {
      key: eventKey,
      kind: 'reenroll_scheduled',
      params: { address, date, endDate, plan },
      path: '/',
    });
  }
  if ('plan' in event) {
    const { date, plan } = event;
    return announce(tx, customerId, {
      key: eventKey,
      kind: event.change,
      params: { address, date, plan },
      path: '/',
    });
  }
  return announce(tx, customerId, {
    key: eventKey,
    kind: `${event.change}_${event.stage}`,
    params: {
      address,
      ...(event.date ? { date: event.date } : {}),
      ...(event.newAddress ? { newAddress: event.newAddress } : {}),
    },
    path: '/',
  });
}
