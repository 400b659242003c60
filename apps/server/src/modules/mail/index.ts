// What other features may use of mail (one feature reaches another only through its index).
export { type CustomerEvent, announce } from './events.ts';
export { type ServiceChange, announceServiceChange } from './service-change-events.ts';
export { announceAgentChange } from './agent-change-events.ts';
export { type MailPurpose, type MailPreferences, recipientsOf } from './recipients.ts';
export { type MailAttachment, queueMail, queueMailOnce, senderOf } from './outbox.ts';
export { mailLanguage } from './compose.ts';
export { findServiceAddress as serviceAddressLine } from './repository.ts';
