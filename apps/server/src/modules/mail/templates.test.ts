import { notificationBodies, notificationKinds, notificationSubjects } from '@myaccount/contract';
import { describe, expect, it } from 'vitest';
import { accountMailContent, accountMailNames, accountMailParamNames } from './account-mails.ts';
import type { Language } from './compose.ts';
import { eventMailContent } from './event-mail.ts';
import { type MailContent, MailTemplateError, renderMail } from './render-mail.ts';

// Issue 14: every template — each kind of the event catalogue and each account mail — renders
// in English and Spanish, for each brand, as HTML and plain text, with every placeholder
// filled. The templates come from the code (the catalogue and the account-mail registry), so
// a new one is covered here without touching this file.

const brands = [
  {
    systemName: 'brightline',
    brandingName: 'Brightline Energy',
    emailName: 'Brightline Energy',
    emailAddress: 'no-reply@brightline.example',
    primary: '#0b4f8a',
  },
  {
    systemName: 'voltio',
    brandingName: 'Voltio Power',
    emailName: 'Voltio Power',
    emailAddress: 'no-responder@voltio.example',
    primary: '#4527a0',
  },
];

const placeholdersOf = (...texts: string[]) => [
  ...new Set(texts.flatMap((t) => [...t.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!))),
];
/** A value for each param the English words name: the Spanish ones must need no other. */
const sample = (names: string[]) => Object.fromEntries(names.map((n) => [n, `‹${n}›`]));

const templates: { name: string; content: (language: Language) => MailContent }[] = [
  ...notificationKinds.map((kind) => {
    const params = sample(placeholdersOf(notificationSubjects[kind].en, notificationBodies[kind].en));
    return {
      name: `event ${kind}`,
      content: (language: Language) =>
        eventMailContent(kind, params, language, { firstName: 'Dana', link: 'https://a.example/x' }),
    };
  }),
  ...accountMailNames.map((name) => {
    const params = { ...sample(accountMailParamNames(name)), userNames: ['dana', 'dana2'] };
    return {
      name: `account ${name}`,
      content: (language: Language) => accountMailContent(name, params, language),
    };
  }),
];

describe('every mail template', () => {
  it('is enumerated from the code', () => {
    expect(templates.length).toBe(notificationKinds.length + accountMailNames.length);
    expect(templates.map((t) => t.name)).toEqual(
      expect.arrayContaining(['event password_changed', 'event budget_over', 'account reset_password']),
    );
  });

  for (const template of templates) {
    it(`renders ${template.name} for each brand in English and Spanish`, async () => {
      for (const brand of brands) {
        const [en, es] = await Promise.all(
          (['en', 'es'] as const).map((l) => renderMail('a@example.com', brand, l, template.content(l))),
        );
        for (const mail of [en!, es!]) {
          for (const part of [mail.subject, mail.text, mail.html]) {
            expect(part.trim(), template.name).not.toBe('');
            expect(part, template.name).not.toMatch(/{{|}}|undefined|\[object/);
          }
          expect(mail.subject.startsWith(`${brand.brandingName}: `)).toBe(true);
          expect(mail.from).toBe(`"${brand.emailName}" <${brand.emailAddress}>`);
          // The brand's look: its colour, its logo inline (never a data: URI, which clients block).
          expect(mail.html).toContain(brand.primary);
          expect(mail.html).toContain(`src="cid:logo.${brand.systemName}@myaccount"`);
          expect(mail.html).not.toContain('data:');
          expect(mail.attachments).toEqual([
            expect.objectContaining({
              contentType: 'image/png',
              contentId: `logo.${brand.systemName}@myaccount`,
            }),
          ]);
          expect(mail.text).toContain(brand.brandingName);
        }
        expect(en!.html).toContain('<html lang="en"');
        expect(es!.html).toContain('<html lang="es"');
        expect(es!.subject, template.name).not.toBe(en!.subject);
        expect(es!.text, template.name).not.toBe(en!.text);
      }
    });
  }
});

describe('a template given too little', () => {
  it('refuses a missing param rather than mail a placeholder', async () => {
    const brand = brands[0]!;
    const welcome = eventMailContent('welcome', {}, 'en', { firstName: 'Dana' });
    await expect(renderMail('a@example.com', brand, 'en', welcome)).rejects.toThrow(MailTemplateError);
    expect(() => accountMailContent('reset_password', { firstName: 'Dana', minutes: 60 }, 'es')).toThrow(
      MailTemplateError,
    );
    expect(() => eventMailContent('no_such_kind', {}, 'en', { firstName: '' })).toThrow(MailTemplateError);
  });

  it('escapes what the customer typed and sends an unknown brand with its name for a logo', async () => {
    const mail = await renderMail(
      'a@example.com',
      { systemName: 'other', brandingName: 'Other <Co>', emailName: '', emailAddress: '' },
      'en',
      eventMailContent('agent_change', { agent: '<b>Ana</b>', date: '2026-12-03' }, 'en', {
        firstName: 'Dana',
      }),
    );
    expect(mail.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Ana</b>');
    expect(mail.html).toContain('Other &lt;Co&gt;');
    expect(mail.attachments).toEqual([]);
    expect(mail.from).toBeUndefined();
  });
});
