import type { Words } from './names.ts';

/** Notes on a billed usage period (spec §3 Usage record `annotation`). */
export const usageAnnotationNames = {
  estimated_read: { en: 'Estimated read', es: 'Lectura estimada' },
} satisfies Record<string, Words>;

export type UsageAnnotationCode = keyof typeof usageAnnotationNames;
