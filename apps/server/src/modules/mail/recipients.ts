/**
 * Who receives a mail: the one rule for every mail the portal sends (issue 14).
 * - security (password or e-mail changed): the main address, always, whatever the
 *   preferences say, so the owner hears of a change they did not make;
 * - account (payments, bills, service changes, an agent's changes): the main address when
 *   `send_to_main_email`, the alternative one when `send_to_secondary_email` and it is filled
 *   in; a customer who ticked only an empty alternative address still gets mail at the main
 *   one rather than none; with both unticked, no mail (the in-app notification remains);
 * - marketing: as account, and only with `opted_marketing_coms`.
 */
export type MailPurpose = 'security' | 'account' | 'marketing';

export interface MailPreferences {
  email: string;
  alternativeEmail: string;
  sendToMainEmail: boolean;
  sendToSecondaryEmail: boolean;
  optedMarketingComs: boolean;
}

export interface Recipient {
  address: string;
  /** Which address it is: part of the event key, so each address gets the event once. */
  role: 'main' | 'secondary' | 'previous';
}

export function recipientsOf(p: MailPreferences, purpose: MailPurpose): Recipient[] {
  const main = p.email.trim();
  const secondary = p.alternativeEmail.trim();
  if (purpose === 'security') return main ? [{ address: main, role: 'main' }] : [];
  if (purpose === 'marketing' && !p.optedMarketingComs) return [];
  const chosen: Recipient[] = [];
  if (p.sendToMainEmail && main) chosen.push({ address: main, role: 'main' });
  if (p.sendToSecondaryEmail && secondary && secondary.toLowerCase() !== main.toLowerCase())
    chosen.push({ address: secondary, role: 'secondary' });
  if (chosen.length === 0 && p.sendToSecondaryEmail && main) chosen.push({ address: main, role: 'main' });
  return chosen;
}
