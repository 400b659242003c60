import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyPreferredLanguage,
  changeLanguageExplicitly,
  noteQueryStringLanguage,
} from './language-preference';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('preferred language after sign-in', () => {
  it("switches to the profile's language when the visitor chose none", async () => {
    await applyPreferredLanguage('es');
    expect(i18next.language).toBe('es');
  });

  it('keeps a language picked with the switcher in this session', async () => {
    await changeLanguageExplicitly('en');
    await applyPreferredLanguage('es');
    expect(i18next.language).toBe('en');
  });

  it('treats ?lng= in the address as an explicit choice', async () => {
    noteQueryStringLanguage('?lng=en');
    await applyPreferredLanguage('es');
    expect(i18next.language).toBe('en');
  });
});
