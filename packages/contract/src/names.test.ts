import { describe, expect, it } from 'vitest';
import { chargeNames } from './charge-names.ts';
import { nameIn } from './names.ts';
import { notificationBodies, notificationText } from './notification-bodies.ts';
import { notificationKinds, notificationSubject, notificationSubjects } from './notification-subjects.ts';
import { codesOf, nameOf, serverNames, type ServerNameKind } from './server-names.ts';

/** Words that are the same in both languages (a Spanish text equal to the English is untranslated otherwise). */
const SAME_IN_BOTH = new Set(['Gas']);

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('server names', () => {
  it('words every code of every kind in English and Spanish', () => {
    for (const kind of Object.keys(serverNames) as ServerNameKind[]) {
      expect(codesOf(kind).length, kind).toBeGreaterThan(0);
      for (const code of codesOf(kind)) {
        const en = nameOf(kind, code, 'en');
        const es = nameOf(kind, code, 'es');
        expect(en?.trim(), `${kind}.${code} en`).toBeTruthy();
        expect(es?.trim(), `${kind}.${code} es`).toBeTruthy();
        if (!SAME_IN_BOTH.has(en!)) expect(es, `${kind}.${code} is untranslated`).not.toBe(en);
      }
    }
  });

  it('answers null for a code it does not know, and for inherited property names', () => {
    expect(nameOf('charge', 'made_up_fee', 'es')).toBeNull();
    expect(nameOf('charge', 'toString', 'en')).toBeNull();
    expect(nameOf('charge', '', 'en')).toBeNull();
    expect(nameIn(chargeNames, 'hasOwnProperty', 'es')).toBeNull();
  });

  it('reads any Spanish tag as Spanish and anything else as English', () => {
    expect(nameOf('charge', 'energy', 'es-MX')).toBe('Cargo por energía');
    expect(nameOf('charge', 'energy', 'fr')).toBe('Energy Charge');
  });
});

describe('notification templates', () => {
  it('word every kind in both languages with the same placeholders', () => {
    for (const kind of notificationKinds) {
      for (const part of [notificationSubjects[kind], notificationBodies[kind]]) {
        expect(part.es, kind).not.toBe(part.en);
        expect(placeholders(part.es), kind).toEqual(placeholders(part.en));
      }
    }
  });

  it('speaks to the customer as usted in Spanish, never tú', () => {
    // The same forms the web's translations test refuses: possessive "tu/tus", object
    // "te/ti" and tú verb endings.
    const informal =
      /\b(tu|tus|te|ti|tú|puedes|tienes|quieres|debes|necesitas|paga|elige|inicia|pon|revisa|ingresa|haz|bienvenido)\b/i;
    const spanish = [
      ...notificationKinds.flatMap((k) => [notificationSubjects[k].es, notificationBodies[k].es]),
      ...(Object.keys(serverNames) as ServerNameKind[]).flatMap((kind) =>
        codesOf(kind).map((code) => nameOf(kind, code, 'es')!),
      ),
    ];
    expect(spanish.filter((text) => informal.test(text))).toEqual([]);
  });

  it('formats money, dates and clock times for the reader', () => {
    const params = { amount: 1234.5, dueDate: '2026-12-03' };
    expect(notificationText('autopay_notice', params, 'en')?.body).toBe(
      'We will charge $\u00a01,234.50 on 12/03/2026 with your stored payment method.',
    );
    expect(notificationText('autopay_notice', params, 'es')?.body).toBe(
      'Cobraremos $\u00a01,234.50 el 03/12/2026 con su método de pago guardado.',
    );
    const outage = { utility: 'AEP', address: '1 Main St', date: '2026-12-01', from: '08:00', to: '13:30' };
    expect(notificationText('maintenance', outage, 'en')?.body).toMatch(/between 8:00\sAM and 1:30\sPM/);
    expect(notificationText('maintenance', outage, 'es')?.body).toContain('el 01/12/2026 entre las 8:00');
  });

  // The bell words stored notifications of any age, so a param an older build did not store
  // shows as its placeholder here; a mail refuses it (server mail/templates.test.ts).
  it('leaves a missing param visible in the bell and knows no other kind', () => {
    expect(notificationText('welcome', {}, 'en')?.subject).toBe('Welcome to {{brand}}');
    expect(notificationText('no_such_kind', {}, 'en')).toBeNull();
    expect(notificationSubject('no_such_kind', {}, 'en')).toBeNull();
    expect(notificationSubject('welcome', { brand: 'Voltio' }, 'es')).toBe('Le damos la bienvenida a Voltio');
    expect(notificationText('constructor', {}, 'en')).toBeNull();
  });
});
