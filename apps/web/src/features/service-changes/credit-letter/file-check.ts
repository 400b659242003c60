import { CREDIT_LETTER_MAX_BYTES, CREDIT_LETTER_TYPES } from '@myaccount/contract';

export type FileProblem = 'type' | 'size' | 'empty';

const MAGIC: [string, number[]][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/** The type a file's first bytes show, like the server does: a renamed .exe is not a PDF. */
export function sniffType(head: Uint8Array): string | null {
  const hit = MAGIC.find(([, sig]) => sig.every((byte, i) => head[i] === byte));
  return hit ? hit[0] : null;
}

/** FileReader rather than Blob.arrayBuffer: the same code runs in every browser and in jsdom. */
function readHead(file: File, bytes: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, bytes));
  });
}

/** Checks made before sending, so a wrong file never starts a 10 MB upload. */
export async function checkFile(file: File): Promise<FileProblem | null> {
  if (file.size === 0) return 'empty';
  if (file.size > CREDIT_LETTER_MAX_BYTES) return 'size';
  const head = await readHead(file, 8);
  const type = sniffType(head);
  return type && (CREDIT_LETTER_TYPES as readonly string[]).includes(type) ? null : 'type';
}
