import { languageOf } from './formats.ts';

/**
 * Names the server hands out as stable codes, with their words in every language we ship.
 *
 * The server sends a code (a charge line's `code`, a status's `code`, a notification's `kind`)
 * and never English for the reader to see; the app and the printed statement both look the
 * code up here, so a screen and a PDF can never word the same charge differently. A new code
 * is added here first, and the type makes it carry both languages. A code the app does not
 * know is shown as the server's own text and reported (see the web's `serverName`), which
 * fails every browser journey.
 */
export interface Words {
  en: string;
  es: string;
}

/**
 * A table of codes and their words. Screens pass one table (not a kind): each big table lives
 * in its own module, so the first load carries the commodity names it shows and not the charge lines.
 */
export type Names = Readonly<Record<string, Words>>;

/** Spec §3: a commodity is electricity unless it is named Gas (see `isGas`). */
export const commodityNames = {
  electricity: { en: 'Electricity', es: 'Electricidad' },
  gas: { en: 'Gas', es: 'Gas' },
} satisfies Record<string, Words>;

export type CommodityCode = keyof typeof commodityNames;

/** The name of a code in the language, or null for a code the table does not know. */
export function nameIn(names: Names, code: string, language: string): string | null {
  return Object.hasOwn(names, code) ? names[code]![languageOf(language)] : null;
}
