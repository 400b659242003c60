/** File kinds a credit letter may be, recognised by their first bytes (never by name). */
const signatures: { type: 'application/pdf' | 'image/png' | 'image/jpeg'; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

export type LetterType = (typeof signatures)[number]['type'];

export function sniffLetterType(content: Uint8Array): LetterType | null {
  const match = signatures.find((s) => s.bytes.every((byte, i) => content[i] === byte));
  return match?.type ?? null;
}

/** A name safe to store and to offer back for download: no path, no control characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && c !== '"')
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || 'credit-letter';
}
