import type { FieldErrors } from './validation.ts';
import type { SandboxProfileRow } from './repository.ts';
import { type PageLanguage, pageWords } from './words.ts';

/*
 * The sandbox's hosted pages: plain HTML forms (no framework), so they behave like a real
 * gateway's page inside the portal's iframe. Every value written into HTML is escaped, and
 * nothing a customer typed as a number is ever written back.
 */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const style = `
body{font:15px/1.4 system-ui,sans-serif;margin:0;padding:16px;color:#222;background:#fff}
fieldset{border:1px solid #ccd;border-radius:6px;margin:0 0 12px;padding:8px 12px}
label{display:block;margin:6px 0 2px;font-weight:600}
input,select{font:inherit;padding:6px;border:1px solid #889;border-radius:4px;width:100%;box-sizing:border-box}
input[type=radio]{width:auto}
.err{color:#b00020;font-size:13px;margin:2px 0 0}
.row{display:flex;gap:8px}.row>div{flex:1}
button{font:inherit;padding:8px 16px;border-radius:4px;border:1px solid #345;margin-right:8px;cursor:pointer}
button[type=submit]{background:#1d4ed8;color:#fff;border-color:#1d4ed8}
.note{color:#555;font-size:13px}h1{font-size:18px;margin:0 0 8px}`;

/**
 * Tells the portal through its communicator page, the way Authorize.Net's hosted form does:
 * a hidden iframe on the communicator URL carrying the message after `#`.
 */
const script = `
(function(){
  var body=document.body, url=body.getAttribute('data-communicator');
  if(!url)return;
  function tell(message){
    var frame=document.createElement('iframe');
    frame.hidden=true; frame.title='communicator';
    frame.src=url+'#'+message;
    body.appendChild(frame);
  }
  var message=body.getAttribute('data-message');
  if(message){tell(message);return;}
  tell('action=resizeWindow&width='+document.documentElement.scrollWidth+'&height='+document.documentElement.scrollHeight);
  var cancel=document.getElementById('cancel');
  if(cancel)cancel.addEventListener('click',function(){tell('action=cancel');});
})();`;

export interface PageFrame {
  nonce: string;
  /** The customer's language, as the portal asked for it (`?lang=`). */
  language: PageLanguage;
  communicatorUrl: string;
  /** Sent to the communicator when the page loads (after a save); empty on a form. */
  message?: string;
}

function page(frame: PageFrame, title: string, content: string): string {
  return `<!doctype html><html lang="${frame.language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style nonce="${frame.nonce}">${style}</style></head>
<body data-communicator="${escapeHtml(frame.communicatorUrl)}" data-message="${escapeHtml(frame.message ?? '')}">
<main>${content}</main><script nonce="${frame.nonce}">${script}</script></body></html>`;
}

function field(
  language: PageLanguage,
  name: string,
  label: string,
  errors: FieldErrors,
  attrs: string,
  value = '',
): string {
  const code = errors[name];
  const error = code ? pageWords[language].errors[code] : '';
  const describedBy = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<div><label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attrs}${describedBy}>${
    error ? `<p class="err" id="${name}-error">${escapeHtml(error)}</p>` : ''
  }</div>`;
}

function cardFields(
  language: PageLanguage,
  errors: FieldErrors,
  editing: SandboxProfileRow | undefined,
): string {
  const w = pageWords[language];
  const keep =
    editing?.paymentTypeId === 1
      ? `<p class="note">${escapeHtml(w.keepCard(editing.maskedCardNumber.slice(-4)))}</p>`
      : '';
  return `<fieldset id="card"><legend>${w.creditCard}</legend>${keep}
${field(language, 'cardNumber', w.cardNumber, errors, 'inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
<div class="row">${field(language, 'expiry', w.expiry, errors, 'autocomplete="cc-exp" maxlength="7"')}${field(language, 'cvv', w.securityCode, errors, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}</div>
<div class="row">${field(language, 'cardName', w.cardName, errors, 'autocomplete="cc-name" maxlength="60"', editing?.holderName ?? '')}${field(language, 'zip', w.zip, errors, 'autocomplete="postal-code" maxlength="10"', editing?.zip ?? '')}</div></fieldset>`;
}

function bankFields(
  language: PageLanguage,
  errors: FieldErrors,
  editing: SandboxProfileRow | undefined,
): string {
  const w = pageWords[language];
  const keep =
    editing?.paymentTypeId === 2
      ? `<p class="note">${escapeHtml(w.keepAccount(editing.maskedAccountNumber.slice(-4)))}</p>`
      : '';
  const type = editing?.accountType ?? 'checking';
  const option = (value: string, label: string) =>
    `<option value="${value}"${value === type ? ' selected' : ''}>${label}</option>`;
  return `<fieldset id="bank"><legend>${w.bankAccount}</legend>${keep}
<div class="row">${field(language, 'routingNumber', w.routingNumber, errors, 'inputmode="numeric" maxlength="9"')}${field(language, 'accountNumber', w.accountNumber, errors, 'inputmode="numeric" maxlength="17"')}</div>
<div class="row"><div><label for="accountType">${w.accountType}</label><select id="accountType" name="accountType">${option('checking', w.checking)}${option('savings', w.savings)}${option('businessChecking', w.businessChecking)}</select>${
    errors.accountType ? `<p class="err">${escapeHtml(w.errors[errors.accountType])}</p>` : ''
  }</div>${field(language, 'bankName', w.bankName, errors, 'maxlength="60"', editing?.holderName ?? '')}</div></fieldset>`;
}

export interface FormPageInput {
  frame: PageFrame;
  token: string;
  saveButtonText: string;
  /** Which forms to show: 1 card, 2 bank, 0 both with a choice. */
  paymentType: 0 | 1 | 2;
  chosenType: 1 | 2;
  editing?: SandboxProfileRow | undefined;
  errors?: FieldErrors;
  formError?: string;
}

export function formPage(input: FormPageInput): string {
  const language = input.frame.language;
  const w = pageWords[language];
  const errors = input.errors ?? {};
  const hidden = `<input type="hidden" name="token" value="${escapeHtml(input.token)}">${
    input.editing
      ? `<input type="hidden" name="paymentProfileId" value="${escapeHtml(input.editing.paymentProfileToken)}">`
      : ''
  }`;
  const choice =
    input.paymentType === 0
      ? `<fieldset><legend>${w.payWith}</legend><label><input type="radio" name="method" value="1"${input.chosenType === 1 ? ' checked' : ''}> ${w.creditCard}</label><label><input type="radio" name="method" value="2"${input.chosenType === 2 ? ' checked' : ''}> ${w.bankAccount}</label></fieldset>`
      : `<input type="hidden" name="method" value="${input.paymentType}">`;
  const forms = [
    input.paymentType !== 2 ? cardFields(language, errors, input.editing) : '',
    input.paymentType !== 1 ? bankFields(language, errors, input.editing) : '',
  ].join('');
  const formError = input.formError ? `<p class="err" role="alert">${escapeHtml(input.formError)}</p>` : '';
  // The save posts back with the language, so a page with errors stays in it.
  return page(
    input.frame,
    w.title,
    `<h1>${w.title}</h1>${formError}
<form method="post" action="save?lang=${language}" novalidate>${hidden}${choice}${forms}
<button type="submit">${escapeHtml(input.saveButtonText)}</button><button type="button" id="cancel">${w.cancel}</button></form>`,
  );
}

/** The page after a save: it only relays the message to the portal. */
export function savedPage(frame: PageFrame): string {
  const saved = pageWords[frame.language].saved;
  return page(frame, saved, `<p>${saved}</p>`);
}

export function errorPage(nonce: string, language: PageLanguage, message: string): string {
  return page(
    { nonce, language, communicatorUrl: '' },
    pageWords[language].unavailable,
    `<p role="alert">${escapeHtml(message)}</p>`,
  );
}
