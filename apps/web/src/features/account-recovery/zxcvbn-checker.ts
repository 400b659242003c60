import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

// Loaded only through a dynamic import: the dictionaries are far too big for the first load.
const zxcvbn = new ZxcvbnFactory({
  translations: en.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...en.dictionary },
});

/** zxcvbn score 0–4, counting the owner's own words as guessable (as the server does). */
export function passwordScore(password: string, userInputs: string[]): number {
  return zxcvbn.check(password, userInputs).score;
}
