import { chargeNames } from './charge-names.ts';
import { commodityNames, nameIn } from './names.ts';
import { enrollmentStatusNames } from './status-names.ts';
import { usageAnnotationNames } from './usage-annotation-names.ts';

/** Every table of server names by kind, for code that walks them all (tests, the seed walk). */
export const serverNames = {
  commodity: commodityNames,
  enrollmentStatus: enrollmentStatusNames,
  charge: chargeNames,
  usageAnnotation: usageAnnotationNames,
} as const;
export type ServerNameKind = keyof typeof serverNames;

/** Every code of a kind, e.g. for a test that walks them all. */
export function codesOf(kind: ServerNameKind): string[] {
  return Object.keys(serverNames[kind]);
}

export function isKnownCode(kind: ServerNameKind, code: string): boolean {
  return Object.hasOwn(serverNames[kind], code);
}

/** `nameIn` by kind, for code that walks every kind (tests, the server); screens use `nameIn`. */
export function nameOf(kind: ServerNameKind, code: string, language: string): string | null {
  return nameIn(serverNames[kind], code, language);
}
