import type { PendingPayment } from '@myaccount/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 14: the newest approved charge of the same amount on this enrollment in the last 24
 * hours, if any, so the review step can ask "You paid $25.00 at 10:42 today. Pay again?"
 * before a second charge. `charges` are the enrollment's portal charges (posted or not).
 */
export function recentSamePayment(
  charges: readonly PendingPayment[],
  amount: number,
  now: Date = new Date(),
): PendingPayment | null {
  const cents = Math.round(amount * 100);
  return (
    charges
      .filter((c) => c.status === 'approved' && Math.round(c.amount * 100) === cents)
      .filter((c) => {
        const age = now.getTime() - new Date(c.date_created).getTime();
        return age >= 0 && age < DAY_MS;
      })
      .sort((a, b) => b.date_created.localeCompare(a.date_created))[0] ?? null
  );
}

/** "10:42" / "10:42 a. m.": the time of day in the visitor's own clock and language. */
export function timeOfDay(instant: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}

/** Whether `instant` falls on the same calendar day as `now` in the visitor's time zone. */
export function isSameDay(instant: string, now: Date = new Date()): boolean {
  return new Date(instant).toDateString() === now.toDateString();
}

/**
 * The earlier payment a 409 possible_duplicate_payment names (server issue 14 check), as the
 * review shows it; null for any other error.
 */
export function earlierPaymentOf(error: {
  status: number;
  errors: readonly { code: string }[];
  body: unknown;
}): { amount: number; date_created: string } | null {
  if (error.status !== 409 || error.errors[0]?.code !== 'possible_duplicate_payment') return null;
  const earlier = (error.body as { earlierPayment?: { amount?: unknown; date?: unknown } } | null)
    ?.earlierPayment;
  if (typeof earlier?.amount !== 'number' || typeof earlier.date !== 'string') return null;
  return { amount: earlier.amount, date_created: earlier.date };
}
