import { createRequire } from 'node:module';
import { type BrandLook, brandLook, type MailBrand } from './brand-look.ts';
import { escapeHtml, type Language } from './compose.ts';
import { type OutgoingMail, senderOf } from './outbox.ts';

/**
 * MJML's compiler (mjml 5: async, CommonJS, no type declarations of its own; a `declare
 * module` cannot type it under this project's module detection, hence the require).
 */
const mjml2html = createRequire(import.meta.url)('mjml') as (
  input: string,
  options: { validationLevel: 'strict' | 'soft' | 'skip' },
) => Promise<{ html: string }>;

/**
 * Every mail the portal sends is rendered here (issue 14): the words of a template (event
 * catalogue, account mails) laid out by MJML as responsive, table-based HTML that mail
 * clients display alike, with the same words as plain text beside it; in the brand's name,
 * logo, colours and sender.
 */
export type MailBlock =
  | { kind: 'text'; text: string }
  /** A call to action: a button in HTML, "label: link" in plain text. */
  | { kind: 'button'; label: string; href: string }
  /** A code the reader types or reads out (large, spaced). */
  | { kind: 'code'; text: string }
  | { kind: 'list'; items: string[] };

/** Why the reader gets this mail, said at its foot. */
export type MailFooter = 'preferences' | 'security' | 'request';

export interface MailContent {
  /** Without the brand: the renderer puts the brand's name in front. */
  subject: string;
  /** The reader's first name for the greeting; null or empty: a greeting without a name. */
  name: string | null;
  blocks: MailBlock[];
  footer: MailFooter;
}

const WORDS = {
  en: {
    hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    copy: 'If the button does not work, copy this address into your browser:',
    preferences:
      'You receive this message because you have an account with us. You can choose the addresses we write to under Profile in My Account.',
    security:
      'Security notices always go to the main e-mail address of your account, whatever your mail preferences, so you hear of every change.',
    request: 'You receive this message because it was requested for your account.',
  },
  es: {
    hello: (name: string | null) => (name ? `Hola, ${name}:` : 'Hola:'),
    copy: 'Si el botón no funciona, copie esta dirección en su navegador:',
    preferences:
      'Recibe este mensaje porque tiene una cuenta con nosotros. Puede elegir a qué direcciones le escribimos en Perfil, en Mi Cuenta.',
    security:
      'Los avisos de seguridad siempre se envían a la dirección principal de su cuenta, sean cuales sean sus preferencias de correo, para que usted se entere de cada cambio.',
    request: 'Recibe este mensaje porque se solicitó para su cuenta.',
  },
} as const;

/** A template that left a `{{name}}` unfilled or a part empty: a bug, refused rather than sent. */
export class MailTemplateError extends Error {}

const TEXT = '#212529';
const MUTED = '#5c6670';
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function blockMjml(block: MailBlock, look: BrandLook, language: Language): string {
  switch (block.kind) {
    case 'text':
      return `<mj-text>${escapeHtml(block.text).replace(/\n/g, '<br>')}</mj-text>`;
    case 'button':
      return (
        `<mj-button href="${escapeHtml(block.href)}" background-color="${look.colours.primary}" color="#ffffff" align="left" border-radius="6px" font-weight="600" inner-padding="12px 24px">${escapeHtml(block.label)}</mj-button>` +
        `<mj-text font-size="13px" color="${MUTED}">${WORDS[language].copy}<br><a href="${escapeHtml(block.href)}" style="color:${look.colours.primary};word-break:break-all">${escapeHtml(block.href)}</a></mj-text>`
      );
    case 'code':
      return `<mj-text font-size="28px" font-weight="700" letter-spacing="6px" font-family="ui-monospace, Menlo, Consolas, monospace" color="${look.colours.primary}">${escapeHtml(block.text)}</mj-text>`;
    case 'list':
      return `<mj-text><ul style="margin:0;padding-inline-start:20px">${block.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul></mj-text>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
    case 'code':
      return block.text;
    case 'button':
      return `${block.label}: ${block.href}`;
    case 'list':
      return block.items.map((i) => `• ${i}`).join('\n');
  }
}

function header(brand: MailBrand, look: BrandLook): string {
  if (look.logo)
    return `<mj-image src="${look.logo.src}" alt="${escapeHtml(brand.brandingName)}" width="${look.logo.width}px" height="${look.logo.height}px" align="left" padding="0"></mj-image>`;
  return `<mj-text font-size="22px" font-weight="700" color="${look.colours.primary}" padding="0">${escapeHtml(brand.brandingName)}</mj-text>`;
}

function mjmlDocument(brand: MailBrand, language: Language, content: MailContent, look: BrandLook): string {
  const words = WORDS[language];
  const preview = content.blocks.find((b) => b.kind === 'text')?.text ?? content.subject;
  return `<mjml lang="${language}" dir="ltr">
<mj-head>
  <mj-title>${escapeHtml(content.subject)}</mj-title>
  <mj-preview>${escapeHtml(preview)}</mj-preview>
  <mj-attributes>
    <mj-all font-family="${FONT}"></mj-all>
    <mj-text font-size="16px" line-height="1.5" color="${TEXT}" padding="8px 0"></mj-text>
    <mj-button padding="12px 0 4px"></mj-button>
  </mj-attributes>
</mj-head>
<mj-body background-color="#f5f7fa" width="600px">
  <mj-section padding="24px 24px 16px"><mj-column>${header(brand, look)}</mj-column></mj-section>
  <mj-section background-color="#ffffff" border-top="4px solid ${look.colours.accent}" border-radius="8px" padding="16px 24px 24px">
    <mj-column>
      <mj-text>${escapeHtml(words.hello(content.name))}</mj-text>
      ${content.blocks.map((b) => blockMjml(b, look, language)).join('\n      ')}
      <mj-text padding-top="16px" font-weight="600" color="${look.colours.primary}">${escapeHtml(brand.brandingName)}</mj-text>
    </mj-column>
  </mj-section>
  <mj-section padding="16px 24px 32px">
    <mj-column><mj-text font-size="13px" color="${MUTED}">${escapeHtml(words[content.footer])}</mj-text></mj-column>
  </mj-section>
</mj-body>
</mjml>`;
}

function plainText(brand: MailBrand, language: Language, content: MailContent): string {
  const words = WORDS[language];
  return [
    words.hello(content.name),
    ...content.blocks.map(blockText),
    brand.brandingName,
    `--\n${words[content.footer]}`,
  ].join('\n\n');
}

const PLACEHOLDER = /{{\s*\w+\s*}}/;

/** The words the template gave, checked: nothing unfilled, nothing empty. */
function assertComplete(content: MailContent): void {
  const parts = [
    content.subject,
    ...content.blocks.flatMap((b) =>
      b.kind === 'button' ? [b.label, b.href] : b.kind === 'list' ? b.items : [b.text],
    ),
  ];
  const unfilled = parts.find((p) => PLACEHOLDER.test(p));
  if (unfilled) throw new MailTemplateError(`mail template left a placeholder unfilled: ${unfilled}`);
  if (parts.some((p) => !p.trim()) || content.blocks.length === 0)
    throw new MailTemplateError(`mail template left a part empty: ${content.subject}`);
}

/** The mail as it leaves: subject with the brand, HTML and plain text, sender, inline logo. */
export async function renderMail(
  to: string,
  brand: MailBrand,
  language: Language,
  content: MailContent,
): Promise<OutgoingMail> {
  assertComplete(content);
  const look = brandLook(brand);
  const { html } = await mjml2html(mjmlDocument(brand, language, content, look), {
    validationLevel: 'strict',
  });
  const name = brand.brandingName.trim();
  return {
    to,
    from: senderOf(brand),
    subject: name ? `${name}: ${content.subject}` : content.subject,
    text: plainText(brand, language, content),
    html,
    attachments: look.logo ? [look.logo.attachment] : [],
  };
}
