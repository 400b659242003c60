import { nameOf } from '@myaccount/contract';
import type { EnergyBand } from '../rating/index.ts';

type Language = 'en' | 'es';

const bandNames = {
  peak: { en: 'peak hours', es: 'horas pico' },
  night: { en: 'night hours', es: 'horas nocturnas' },
  other: { en: 'other hours', es: 'otras horas' },
} as const;

/**
 * A line's name as the statement prints it — the words are the contract's `chargeNames`, the
 * same the screens show; an energy line of a block or time-of-use window says which.
 */
export function chargeName(code: string, band: EnergyBand | null, language: Language): string {
  const name = nameOf('charge', code, language);
  if (name === null) return code;
  if (!band) return name;
  if (band.kind === 'tou') return `${name} (${bandNames[band.code][language]})`;
  const n = (v: number) => v.toLocaleString(language === 'es' ? 'es-US' : 'en-US');
  const range = band.upTo === null ? `> ${n(band.from)}` : `${n(band.from)}–${n(band.upTo)}`;
  return `${name} (${range})`;
}

/** A band as the charges table stores it ('block:0-1000', 'block:1000-', 'tou:night'). */
export function bandKey(band: EnergyBand | null): string | null {
  if (!band) return null;
  return band.kind === 'tou' ? `tou:${band.code}` : `block:${band.from}-${band.upTo ?? ''}`;
}

export function parseBand(key: string | null): EnergyBand | null {
  if (!key) return null;
  const [kind, value = ''] = key.split(':');
  if (kind === 'tou') return { kind: 'tou', code: value as 'peak' | 'night' | 'other' };
  const [from, upTo] = value.split('-');
  return { kind: 'block', from: Number(from), upTo: upTo ? Number(upTo) : null };
}
