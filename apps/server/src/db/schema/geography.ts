import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** A state; one with no markets is shown disabled (spec §3 State). */
export const states = pgTable('states', {
  idState: serial().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  markets: text().array().notNull(),
});

export const counties = pgTable('counties', {
  idCounty: serial().primaryKey(),
  stateId: integer()
    .notNull()
    .references(() => states.idState),
  name: text().notNull(),
});

export const cities = pgTable('cities', {
  idCity: serial().primaryKey(),
  countyId: integer()
    .notNull()
    .references(() => counties.idCounty),
  name: text().notNull(),
});
