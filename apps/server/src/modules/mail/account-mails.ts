import type { Language } from './compose.ts';
import { type MailBlock, type MailContent, type MailFooter, MailTemplateError } from './render-mail.ts';

// The mails that are not events of the catalogue (no bell notice goes with them): asked for
// on the sign-in page or by a support agent. Words with `{{name}}` placeholders, like the
// catalogue's, so the templates test renders each from its placeholders alone.

type Words = Record<Language, string>;
type Block = { text: Words } | { button: Words; href: string } | { code: string } | { list: string };

interface AccountMailTemplate {
  subject: Words;
  /** Greets the reader by the `firstName` param. */
  greet: boolean;
  blocks: Block[];
  footer: MailFooter;
}

export const accountMailTemplates = {
  reset_password: {
    subject: { en: 'reset your password', es: 'restablezca su contraseña' },
    greet: true,
    blocks: [
      {
        text: {
          en: 'We received a request to reset the password of your account. Open this link to choose a new one:',
          es: 'Recibimos una solicitud para restablecer la contraseña de su cuenta. Abra este enlace para elegir una nueva:',
        },
      },
      { button: { en: 'Choose a new password', es: 'Elegir una contraseña nueva' }, href: 'link' },
      {
        text: {
          en: 'The link works once and expires in {{minutes}} minutes. If you did not ask for it, ignore this message: your password stays the same.',
          es: 'El enlace sirve una sola vez y caduca en {{minutes}} minutos. Si no lo pidió usted, ignore este mensaje: su contraseña no cambia.',
        },
      },
    ],
    footer: 'request',
  },
  user_names: {
    subject: { en: 'your user name', es: 'su nombre de usuario' },
    greet: false,
    blocks: [
      {
        text: {
          en: 'These are the user names of the accounts with this e-mail address:',
          es: 'Estos son los nombres de usuario de las cuentas con este correo electrónico:',
        },
      },
      { list: 'userNames' },
      {
        text: {
          en: 'If you did not ask for it, ignore this message.',
          es: 'Si no lo pidió usted, ignore este mensaje.',
        },
      },
    ],
    footer: 'request',
  },
  identity_code: {
    subject: {
      en: 'code to confirm a change to your account',
      es: 'código para confirmar un cambio en su cuenta',
    },
    greet: false,
    blocks: [
      {
        text: {
          en: 'A customer-support agent asked to change your user name or e-mail address. If you asked for it, give them this code:',
          es: 'Un agente de atención al cliente pidió cambiar su nombre de usuario o su correo electrónico. Si lo pidió usted, dele este código:',
        },
      },
      { code: 'code' },
      {
        text: {
          en: 'The code expires in {{minutes}} minutes. If you did not ask for it, do not share it: your account stays as it is.',
          es: 'El código caduca en {{minutes}} minutos. Si no lo pidió, no se lo dé a nadie: su cuenta no cambia.',
        },
      },
    ],
    footer: 'request',
  },
} satisfies Record<string, AccountMailTemplate>;

export type AccountMailName = keyof typeof accountMailTemplates;
export const accountMailNames = Object.keys(accountMailTemplates) as AccountMailName[];
export type AccountMailParams = Record<string, string | number | string[]>;

function param(params: AccountMailParams, name: string): string | number | string[] {
  if (!Object.hasOwn(params, name)) throw new MailTemplateError(`mail param missing: ${name}`);
  return params[name]!;
}

/** Puts the params in; one missing is an error (never a `{{name}}` in a customer's mail). */
function fill(template: string, params: AccountMailParams): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(param(params, name)));
}

function block(b: Block, params: AccountMailParams, language: Language): MailBlock {
  if ('text' in b) return { kind: 'text', text: fill(b.text[language], params) };
  if ('button' in b)
    return { kind: 'button', label: fill(b.button[language], params), href: String(param(params, b.href)) };
  if ('code' in b) return { kind: 'code', text: String(param(params, b.code)) };
  const items = param(params, b.list);
  return { kind: 'list', items: Array.isArray(items) ? items : [String(items)] };
}

/** The names of the params a template takes, for the templates test. */
export function accountMailParamNames(name: AccountMailName): string[] {
  const t: AccountMailTemplate = accountMailTemplates[name];
  const words = [
    t.subject.en,
    ...t.blocks.flatMap((b) => ('text' in b ? [b.text.en] : 'button' in b ? [b.button.en] : [])),
  ];
  const named = t.blocks.flatMap((b) =>
    'button' in b ? [b.href] : 'code' in b ? [b.code] : 'list' in b ? [b.list] : [],
  );
  const placeholders = words.flatMap((w) => [...w.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!));
  return [...new Set([...(t.greet ? ['firstName'] : []), ...placeholders, ...named])];
}

export function accountMailContent(
  name: AccountMailName,
  params: AccountMailParams,
  language: Language,
): MailContent {
  const t: AccountMailTemplate = accountMailTemplates[name];
  return {
    subject: fill(t.subject[language], params),
    name: t.greet ? String(param(params, 'firstName')) : null,
    blocks: t.blocks.map((b) => block(b, params, language)),
    footer: t.footer,
  };
}
