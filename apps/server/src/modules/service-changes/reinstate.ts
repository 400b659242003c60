import {
  addDays,
  earliestServiceStart,
  marketToday,
  type ReinstatementQuote,
  type ReinstateRefusal,
  reinstateUntil,
  type ServiceChangeResponse,
} from '@myaccount/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import type { Session } from '../../plugins/auth.ts';
import { loadConfigurationParameters } from '../configuration/index.ts';
import { enrollmentNotFound, setEnrollmentActive } from '../enrollments/index.ts';
import { announceServiceChange } from '../mail/index.ts';
import * as changes from './changes-repository.ts';
import { lastDayOfService, premiseHasService, scheduledDrop } from './premise.ts';
import * as repo from './repository.ts';
import type { ChangeDeps } from './change-deps.ts';

type Mode = NonNullable<ReinstatementQuote['mode']>;
interface Plan {
  own: repo.OwnEnrollment;
  reason: ReinstateRefusal | null;
  mode: Mode | null;
  endsOn: string | null;
  until: string | null;
  start: string | null;
  drop: Awaited<ReturnType<typeof scheduledDrop>>;
}

/**
 * What reinstating the customer's own enrollment would do (issue 15), or why it cannot:
 * - a drop is scheduled (not a transfer's move-out: that is withdrawn as a move) and its
 *   last day of service has not passed: the drop is cancelled, service goes on (past the
 *   withdraw cut-off too: the retailer then sends the utility a reinstatement order);
 * - the service was dropped and its last day was at most REINSTATE_WINDOW_DAYS ago, and
 *   nothing else runs at the premise: service re-opens on the earliest start the market
 *   calendar allows, on the same plan and contract end date.
 * The brand must offer it (`showReinstatement` and `my_account_reinstate_option`).
 */
async function reinstatement(db: Db | Tx, own: repo.OwnEnrollment, offered: boolean): Promise<Plan> {
  const today = marketToday();
  const none = { mode: null, endsOn: null, until: null, start: null, drop: undefined };
  const refuse = (reason: ReinstateRefusal, more: Partial<Plan> = {}): Plan => ({
    own,
    ...none,
    ...more,
    reason,
  });
  if (!offered || !own.enrollment.showReinstatement) return refuse('reinstate_not_offered');
  const id = own.enrollment.idEnrollment;
  if (own.statusCode === 'pending_drop') {
    const drop = await scheduledDrop(db, id);
    if (!drop) return refuse('not_reinstatable');
    const endsOn = drop.effectiveDate;
    const more = { endsOn, until: endsOn, start: addDays(endsOn, 1), drop };
    if (today > endsOn) return refuse('reinstate_window_passed', more);
    return { own, reason: null, mode: 'cancel_drop', ...more };
  }
  if (own.statusCode !== 'dropped') return refuse('not_reinstatable');
  const endsOn = await lastDayOfService(db, id);
  if (!endsOn) return refuse('not_reinstatable');
  const more = { endsOn, until: reinstateUntil(endsOn), start: earliestServiceStart(today) };
  if (today > more.until) return refuse('reinstate_window_passed', more);
  if (await premiseHasService(db, own.ldcAccount, id)) return refuse('premise_has_service', more);
  return { own, reason: null, mode: 'reopen', ...more, drop: undefined };
}

function toQuote(p: Plan, uom: string): ReinstatementQuote {
  const { enrollment, plan } = p.own;
  return {
    eligible: p.reason === null,
    reason: p.reason,
    mode: p.mode,
    ends_on: p.endsOn,
    until: p.until,
    start_date: p.start,
    plan_name: plan.name,
    rate: plan.rate,
    uom,
    monthly_fee: plan.monthlyFee,
    contract_end_date: enrollment.contractEndDate,
  };
}

function refused(reason: ReinstateRefusal, until: string | null): AppError {
  const messages: Record<ReinstateRefusal, string> = {
    reinstate_not_offered: 'This service cannot be reinstated online.',
    not_reinstatable: 'Only a service scheduled to end or recently ended can be reinstated.',
    reinstate_window_passed: `This service could be reinstated until ${until ?? 'its last day'}.`,
    premise_has_service: 'This address already has a service running or about to start.',
  };
  return new AppError('business_rule', messages[reason], { reason });
}

async function load(db: Db | Tx, customerId: number, enrollmentId: number) {
  const own = await repo.findOwnEnrollment(db, enrollmentId, customerId);
  if (!own) throw enrollmentNotFound();
  return own;
}

/** GET /v2/enrollments/{id}/reinstatement: what reinstating would do, or why it cannot. */
export async function reinstatementQuote(
  db: Db,
  session: Session,
  enrollmentId: number,
): Promise<ReinstatementQuote> {
  const own = await load(db, session.customerId, enrollmentId);
  const config = await loadConfigurationParameters(db, session.customerId);
  const uom = await repo.utilityUom(db, own.plan.utilityId);
  return toQuote(await reinstatement(db, own, config.my_account_reinstate_option), uom);
}

/**
 * POST /v2/enrollments/{id}/reinstate: reinstates on the same plan and terms, in one
 * transaction with the row locked (the rule is checked again under it): the drop cancelled
 * and the status before it restored, or the service re-opened as pending and active again;
 * either way a `reinstatement` change for the timeline, an audit entry and the notice with its
 * mail.
 */
export async function reinstate(
  deps: ChangeDeps,
  audit: AuditContext,
  enrollmentId: number,
): Promise<ServiceChangeResponse> {
  const { db } = deps;
  await load(db, audit.customerId, enrollmentId);
  const config = await loadConfigurationParameters(db, audit.customerId);
  const pending = await repo.statusIdByName(db, repo.STATUS.pending);
  const agent = audit.agentUserName;
  const done = await db.transaction(async (tx) => {
    await repo.lockEnrollment(tx, enrollmentId);
    const own = await load(tx, audit.customerId, enrollmentId);
    const p = await reinstatement(tx, own, config.my_account_reinstate_option);
    if (p.reason || !p.mode || !p.start) throw refused(p.reason ?? 'not_reinstatable', p.until);
    const today = marketToday();
    if (p.mode === 'cancel_drop' && p.drop) {
      await changes.cancelChange(tx, p.drop.id);
      const note = `Drop for ${p.drop.effectiveDate} cancelled: service reinstated`;
      await repo.setStatus(tx, enrollmentId, p.drop.previousStatusId, note, agent);
    } else {
      await repo.setStatus(tx, enrollmentId, pending, `Service re-opened from ${p.start}: reinstated`, agent);
      await setEnrollmentActive(tx, enrollmentId, true);
    }
    const effective = p.mode === 'cancel_drop' ? today : p.start;
    const changeId = await changes.insertChange(tx, {
      enrollmentId,
      kind: 'reinstatement',
      effectiveDate: effective,
      previousStatusId: own.enrollment.idStatus,
      agentUserName: agent,
    });
    await recordAudit(tx, audit, {
      action: 'enrollment.reinstate',
      entity: 'enrollment',
      entityId: enrollmentId,
      details: { mode: p.mode, endsOn: p.endsOn, effectiveDate: effective, planId: own.plan.idPlan },
    });
    const mailIds = await announceServiceChange(
      tx,
      audit.customerId,
      enrollmentId,
      {
        change: p.mode === 'cancel_drop' ? 'reinstate_kept' : 'reinstate_reopened',
        date: effective,
        plan: own.plan.name,
      },
      `reinstate:${changeId}`,
    );
    return { mode: p.mode, effective, mailIds };
  });
  deps.dispatch(done.mailIds);
  return {
    succeeded: true,
    message:
      done.mode === 'cancel_drop'
        ? 'Your service was reinstated: it will not end.'
        : `Your service was reinstated from ${done.effective}.`,
  };
}
