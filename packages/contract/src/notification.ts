import { z } from 'zod';
import { idParam } from './primitives.ts';

export const notificationMessage = z.object({
  subject: z.string(),
  body: z.string(),
});

/** Spec §3 Notification: unread until `read_date` is set. Instants are ISO-8601 UTC. */
export const notification = z.object({
  id_notification: z.number().int(),
  sent_date: z.string(),
  read_date: z.string().nullable(),
  id_sender: z.number().int(),
  /** The customer's preferred language; the app words it from `kind` and `params` instead. */
  messages: z.array(notificationMessage),
  /** A `notificationTemplates` kind, or blank for a free-text message from the back office. */
  kind: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type Notification = z.infer<typeof notification>;

/** GET /v2/notifications/by-customer/{customerId}: newest first. */
export const notificationList = z.array(notification);

export const notificationsQuery = z.object({
  unreadOnly: z.enum(['true', 'false']).default('false'),
});

export const notificationIdParams = z.object({
  id: idParam,
});
