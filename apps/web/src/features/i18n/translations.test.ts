import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/translation.json';
import es from '../../../public/locales/es/translation.json';

const srcDir = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Keys written literally in code: t('Key'), labelKey: 'Key'. Plural keys carry a suffix in the files. */
function keysUsedInCode(): string[] {
  const pattern = /\b(?:t|labelKey:)\s*\(?\s*'([A-Z][A-Za-z]+\.[A-Za-z.]+)'/g;
  return sourceFiles(srcDir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => m[1]!),
  );
}

describe('translations', () => {
  it('has exactly the same keys in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('uses flat keys and no empty texts', () => {
    for (const [key, value] of [...Object.entries(en), ...Object.entries(es)]) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('keeps the same {{placeholders}} in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(es[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('speaks to the customer as usted in Spanish, never tú', () => {
    // The informal forms that crept back into new screens (ee22afb fixed 22, the bill
    // explanation brought 27 more): possessive "tu/tus", object "te/ti" and tú verb endings.
    const informal =
      /\b(tu|tus|te|ti|tú|puedes|tienes|quieres|debes|consumiste|usaste|pagaste|ganaste|elegiste|revisa|ingresa|haz|elige)\b/i;
    const found = Object.entries(es).filter(([, text]) => informal.test(text as string));
    expect(found).toEqual([]);
  });

  it('defines every key the code asks for', () => {
    const used = keysUsedInCode();
    expect(used.length).toBeGreaterThan(10);
    const defined = new Set(Object.keys(en).map((k) => k.replace(/_(one|other)$/, '')));
    expect(used.filter((key) => !defined.has(key))).toEqual([]);
  });
});
