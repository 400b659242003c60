import { describe, expect, it } from 'vitest';
import { type MailPreferences, recipientsOf } from './recipients.ts';

const base: MailPreferences = {
  email: 'main@example.com',
  alternativeEmail: 'alt@example.org',
  sendToMainEmail: true,
  sendToSecondaryEmail: false,
  optedMarketingComs: false,
};
const addresses = (p: Partial<MailPreferences>, purpose: Parameters<typeof recipientsOf>[1]) =>
  recipientsOf({ ...base, ...p }, purpose).map((r) => r.address);

describe('recipientsOf (the one rule of who gets a mail)', () => {
  it('sends account mail to the addresses chosen', () => {
    expect(addresses({}, 'account')).toEqual(['main@example.com']);
    expect(addresses({ sendToMainEmail: false, sendToSecondaryEmail: true }, 'account')).toEqual([
      'alt@example.org',
    ]);
    expect(addresses({ sendToSecondaryEmail: true }, 'account')).toEqual([
      'main@example.com',
      'alt@example.org',
    ]);
    expect(addresses({ sendToMainEmail: false }, 'account')).toEqual([]);
  });

  it('falls back to the main address when only an empty or identical alternative is chosen', () => {
    const onlySecondary = { sendToMainEmail: false, sendToSecondaryEmail: true };
    expect(addresses({ ...onlySecondary, alternativeEmail: ' ' }, 'account')).toEqual(['main@example.com']);
    expect(addresses({ ...onlySecondary, alternativeEmail: 'MAIN@example.com' }, 'account')).toEqual([
      'main@example.com',
    ]);
    expect(
      addresses({ sendToSecondaryEmail: true, alternativeEmail: 'Main@Example.com' }, 'account'),
    ).toEqual(['main@example.com']);
  });

  it('sends security mail to the main address whatever the preferences', () => {
    expect(addresses({ sendToMainEmail: false, sendToSecondaryEmail: true }, 'security')).toEqual([
      'main@example.com',
    ]);
    expect(addresses({ email: '' }, 'security')).toEqual([]);
  });

  it('sends marketing only to customers who opted in', () => {
    expect(addresses({}, 'marketing')).toEqual([]);
    expect(addresses({ optedMarketingComs: true, sendToSecondaryEmail: true }, 'marketing')).toEqual([
      'main@example.com',
      'alt@example.org',
    ]);
  });
});
