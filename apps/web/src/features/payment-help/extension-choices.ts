import type { ExtensionStatus } from '@myaccount/contract';

const DAY_MS = 86_400_000;
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Each new due date the customer may pick: one to `maxDays` days after the current one. */
export function dueDateChoices(status: ExtensionStatus): { days: number; date: string }[] {
  if (!status.eligible || !status.dueDate) return [];
  return Array.from({ length: status.maxDays }, (_, i) => ({
    days: i + 1,
    date: plusDays(status.dueDate!, i + 1),
  }));
}
