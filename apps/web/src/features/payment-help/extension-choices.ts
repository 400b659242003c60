import { addDays, type ExtensionStatus } from '@myaccount/contract';

/** Each new due date the customer may pick: one to `maxDays` days after the current one. */
export function dueDateChoices(status: ExtensionStatus): { days: number; date: string }[] {
  const due = status.dueDate;
  if (!status.eligible || !due) return [];
  return Array.from({ length: status.maxDays }, (_, i) => ({ days: i + 1, date: addDays(due, i + 1) }));
}
