import type { EnrollmentTimeline } from '@myaccount/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall } from '../../../testing/fake-fetch';
import { renderSignedIn } from '../../../testing/render-signed-in';
import TimelineCard from './timeline-card';

const scheduled: EnrollmentTimeline = {
  stages: [
    { stage: 'requested', date: '2024-11-01', reached: true },
    { stage: 'scheduled', date: '2024-11-13', reached: true },
    { stage: 'active', date: '2024-11-13', reached: true },
    { stage: 'ending', date: '2026-11-25', reached: true },
    { stage: 'ended', date: '2026-12-05', reached: false },
  ],
  changes: [
    {
      id: 7,
      kind: 'drop',
      status: 'scheduled',
      effective_date: '2026-12-05',
      requested_on: '2026-11-25',
      cancelled_on: null,
      withdraw_until: '2026-12-03',
      can_withdraw: true,
      linked: null,
    },
  ],
  renewals: [],
};
const withdrawn: EnrollmentTimeline = {
  stages: scheduled.stages.map((s) =>
    s.stage === 'ending' || s.stage === 'ended' ? { ...s, date: null, reached: false } : s,
  ),
  changes: [
    { ...scheduled.changes[0]!, status: 'cancelled', cancelled_on: '2026-11-26', can_withdraw: false },
  ],
  renewals: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('service timeline card', () => {
  it('shows the stages with dates, withdraws the drop after confirmation and reads the timeline again', async () => {
    let reads = 0;
    const respond = (call: RecordedCall) => {
      if (call.url.endsWith('/v2/enrollments/101/timeline'))
        return jsonResponse(reads++ === 0 ? scheduled : withdrawn);
      if (call.url.endsWith('/service-changes/7/withdraw'))
        return jsonResponse({ succeeded: true, message: 'ok' });
      return jsonResponse([]);
    };
    const { calls } = renderSignedIn(<TimelineCard enrollmentId={101} />, { respond });
    expect(await screen.findByTestId('timeline-ended')).toHaveTextContent('Due 12/05/2026');
    expect(screen.getByTestId('timeline-ending')).toHaveTextContent('11/25/2026');
    expect(screen.getByTestId('timeline-change-drop')).toHaveTextContent('Service ends on 12/05/2026.');
    expect(screen.getByTestId('timeline-change-drop')).toHaveTextContent('withdraw it until 12/03/2026');

    await userEvent.click(screen.getByTestId('timeline-withdraw'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/will not end/)).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/withdraw'))).toBe(false);
    await userEvent.click(within(dialog).getByTestId('withdraw-confirm'));

    expect(await screen.findByTestId('timeline-withdrawn')).toHaveTextContent('Withdrawn on 11/26/2026.');
    expect(screen.queryByTestId('timeline-withdraw')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/service-changes/7/withdraw'))).toHaveLength(1);
  });

  it('says the reason when the server refuses after the cut-off', async () => {
    const respond = (call: RecordedCall) => {
      if (call.url.endsWith('/timeline')) return jsonResponse(scheduled);
      if (call.url.endsWith('/withdraw'))
        return jsonResponse(
          { message: 'x', errors: [{ code: 'withdraw_cutoff_passed', message: 'x' }] },
          422,
        );
      return jsonResponse([]);
    };
    renderSignedIn(<TimelineCard enrollmentId={101} />, { respond });
    await userEvent.click(await screen.findByTestId('timeline-withdraw'));
    await userEvent.click(await screen.findByTestId('withdraw-confirm'));
    expect(await screen.findByRole('alert')).toHaveTextContent('too late to withdraw');
  });
});
