import { RESET_TOKEN_TTL_MINUTES } from '@myaccount/contract';
import { compose, type Language } from '../mail/compose.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

export function resetPasswordMail(
  to: string,
  language: Language,
  brandName: string,
  firstName: string,
  link: string,
): OutgoingMail {
  const name = firstName || (language === 'es' ? 'cliente' : 'customer');
  if (language === 'es') {
    return compose(
      to,
      `${brandName}: restablezca su contraseña`,
      [
        `Hola, ${name}:`,
        'Recibimos una solicitud para restablecer la contraseña de su cuenta. Abra este enlace para elegir una nueva:',
        link,
        `El enlace sirve una sola vez y caduca en ${RESET_TOKEN_TTL_MINUTES} minutos. Si no lo pidió usted, ignore este mensaje: su contraseña no cambia.`,
        brandName,
      ],
      link,
    );
  }
  return compose(
    to,
    `${brandName}: reset your password`,
    [
      `Hello ${name},`,
      'We received a request to reset the password of your account. Open this link to choose a new one:',
      link,
      `The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes. If you did not ask for it, ignore this message: your password stays the same.`,
      brandName,
    ],
    link,
  );
}

export function userNamesMail(
  to: string,
  language: Language,
  brandName: string,
  userNames: string[],
): OutgoingMail {
  const list = userNames.map((u) => `• ${u}`).join('\n');
  if (language === 'es') {
    return compose(to, `${brandName}: su nombre de usuario`, [
      'Hola:',
      userNames.length === 1
        ? 'Este es el nombre de usuario de su cuenta con este correo electrónico:'
        : 'Estos son los nombres de usuario de las cuentas con este correo electrónico:',
      list,
      'Si no lo pidió usted, ignore este mensaje.',
      brandName,
    ]);
  }
  return compose(to, `${brandName}: your user name`, [
    'Hello,',
    userNames.length === 1
      ? 'This is the user name of your account with this e-mail address:'
      : 'These are the user names of the accounts with this e-mail address:',
    list,
    'If you did not ask for it, ignore this message.',
    brandName,
  ]);
}

/**
 * The code a support agent needs from the customer to change their user name or main e-mail,
 * sent to the current address, so the account's owner decides (issue 11).
 */
export function identityChangeCodeMail(
  to: string,
  language: Language,
  brandName: string,
  code: string,
  minutes: number,
): OutgoingMail {
  if (language === 'es') {
    return compose(to, `${brandName}: código para confirmar un cambio en su cuenta`, [
      'Hola:',
      'Un agente de atención al cliente pidió cambiar su nombre de usuario o su correo electrónico. Si lo pidió usted, dele este código:',
      code,
      `El código caduca en ${minutes} minutos. Si no lo pidió, no se lo dé a nadie: su cuenta no cambia.`,
      brandName,
    ]);
  }
  return compose(to, `${brandName}: code to confirm a change to your account`, [
    'Hello,',
    'A customer-support agent asked to change your user name or e-mail address. If you asked for it, give them this code:',
    code,
    `The code expires in ${minutes} minutes. If you did not ask for it, do not share it: your account stays as it is.`,
    brandName,
  ]);
}
