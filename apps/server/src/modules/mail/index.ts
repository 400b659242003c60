// What other features may use of mail (one feature reaches another only through its index).
export { type CustomerEvent, announce } from './events.ts';
export { type ServiceChange, announceServiceChange } from './service-change-events.ts';
export { announceAgentChange } from './agent-change-events.ts';
export { announceEmailChanged, announcePasswordChanged } from './security-events.ts';
export { accountMailContent } from './account-mails.ts';
export { renderMail } from './render-mail.ts';
export { type MailPurpose, type MailPreferences, recipientsOf } from './recipients.ts';
export { countMailTo, type MailAttachment, queueMail, queueMailOnce, senderOf } from './outbox.ts';
export { escapeHtml, mailLanguage } from './compose.ts';
export { findServiceAddress as serviceAddressLine } from './repository.ts';
export { DEV_MAILBOX_PATH, devMailboxEnabled, devMailboxRoutes } from './dev-mailbox.ts';
export { mailPlugin } from './mailer.ts';
