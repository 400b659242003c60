import {
  type EnrollmentTimeline,
  type LifecycleStage,
  type TimelineChange,
  isWithdrawable,
  marketToday,
  withdrawUntil,
} from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import type { Session } from '../../plugins/auth.ts';
import * as changes from './changes-repository.ts';
import { enrollmentNotFound } from '../enrollments/index.ts';
import { renewalsOf, toAcceptedRenewal } from '../renewals/index.ts';
import * as repo from './repository.ts';

/** An instant as the market's calendar date (the day the customer saw it happen). */
const marketDay = (at: Date) => marketToday(at);

type Stage = EnrollmentTimeline['stages'][number];
const stage = (name: LifecycleStage, date: string | null, reached: boolean): Stage => ({
  stage: name,
  date,
  reached,
});

/** The change as the timeline shows it; only a scheduled one before its cut-off can be withdrawn. */
function toTimelineChange(
  c: changes.ServiceChangeRow,
  today: string,
  linked: Awaited<ReturnType<typeof changes.linkedChanges>>,
): TimelineChange {
  const other = linked.find((l) => l.change.id === c.linkedChangeId);
  // A transfer is withdrawn as a whole, until the cut-off of its move-out.
  const moveOutDate = c.kind === 'move_in' && other ? other.change.effectiveDate : c.effectiveDate;
  const until = withdrawUntil(moveOutDate);
  return {
    id: c.id,
    kind: c.kind,
    status: c.status,
    effective_date: c.effectiveDate,
    requested_on: marketDay(c.requestedAt),
    cancelled_on: c.cancelledAt ? marketDay(c.cancelledAt) : null,
    withdraw_until: until,
    can_withdraw: c.status === 'scheduled' && isWithdrawable(c.kind) && today <= until,
    linked: other
      ? {
          id_enrollment: other.change.enrollmentId,
          kind: other.change.kind,
          effective_date: other.change.effectiveDate,
          address: `${other.address1}, ${other.city}`,
        }
      : null,
  };
}

/**
 * GET /v2/enrollments/{id}/timeline (issue 15): the enrollment's life as five stages with
 * dates (requested → scheduled → active → ending → ended), its drops and transfer halves,
 * each saying whether it can still be withdrawn, and the renewals accepted. Read from the status history and the
 * service changes; a stage ahead carries its due date, unknown ones none.
 */
export async function enrollmentTimeline(
  db: Db,
  session: Session,
  enrollmentId: number,
): Promise<EnrollmentTimeline> {
  const own = await repo.findOwnEnrollment(db, enrollmentId, session.customerId);
  if (!own) throw enrollmentNotFound();
  const [rows, history, start, renewals] = await Promise.all([
    changes.changesOf(db, [enrollmentId]),
    changes.statusHistory(db, enrollmentId),
    changes.serviceStart(db, enrollmentId),
    renewalsOf(db, enrollmentId),
  ]);
  const linkedIds = rows.flatMap((r) => (r.linkedChangeId === null ? [] : [r.linkedChangeId]));
  const linked = linkedIds.length > 0 ? await changes.linkedChanges(db, linkedIds) : [];
  const today = marketToday();

  const requested = history[0] ? marketDay(history[0].changedAt) : marketDay(own.enrollment.createdAt);
  const activated = history.find((h) => h.code === 'active');
  const withdrawn = own.statusCode === 'cancelled' || own.statusCode === 'rejected';
  // Rows are newest first: a drop or move-out counts only when no reinstatement came after it.
  const reinstated = rows.findIndex((r) => r.kind === 'reinstatement');
  const ending = rows.find(
    (r, i) =>
      r.status === 'scheduled' &&
      (r.kind === 'drop' || r.kind === 'move_out') &&
      (reinstated < 0 || i < reinstated),
  );
  const ended = own.statusCode === 'dropped' || own.statusCode === 'move_out';
  const stages = [
    stage('requested', requested, true),
    stage('scheduled', start, true),
    stage(
      'active',
      activated ? marketDay(activated.changedAt) : withdrawn ? null : start,
      Boolean(activated),
    ),
    stage('ending', ending ? marketDay(ending.requestedAt) : null, Boolean(ending) || ended),
    stage(
      'ended',
      ending?.effectiveDate ?? null,
      ended || (ending !== undefined && today > ending.effectiveDate),
    ),
  ];
  return {
    stages,
    changes: rows.map((r) => toTimelineChange(r, today, linked)),
    renewals: renewals.map(toAcceptedRenewal),
  };
}
