import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money is numeric(12,2) in the database and a JSON number on the wire (DESIGN §4). */
export const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const instant = () => timestamp({ withTimezone: true });
