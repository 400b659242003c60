/**
 * Spec §4: the selected enrollment is kept across reloads and new tabs while it still exists.
 * One localStorage entry names the customer and the enrollment, so another customer signing
 * in on the same browser never starts on someone else's choice.
 */
const STORAGE_KEY = 'selectedEnrollment';

interface Remembered {
  customer: number;
  enrollment: number;
}

export function rememberSelection(customerId: number, enrollmentId: number): void {
  const entry: Remembered = { customer: customerId, enrollment: enrollmentId };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(entry));
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

/** The enrollment this customer chose last in this browser, if any. */
export function rememberedSelection(customerId: number): number | null {
  try {
    const entry = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Remembered> | null;
    if (entry?.customer !== customerId || !Number.isInteger(entry.enrollment)) return null;
    return entry.enrollment ?? null;
  } catch {
    return null;
  }
}
