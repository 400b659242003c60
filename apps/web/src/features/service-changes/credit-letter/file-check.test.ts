import { describe, expect, it } from 'vitest';
import { checkFile } from './file-check';

const file = (bytes: number[], name: string, size?: number) => {
  const content = new Uint8Array(size ?? bytes.length);
  content.set(bytes);
  return new File([content], name);
};

describe('credit letter file check', () => {
  it('accepts PDF, PNG and JPEG by their first bytes', async () => {
    expect(await checkFile(file([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], 'letter.pdf'))).toBeNull();
    expect(await checkFile(file([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'scan.png'))).toBeNull();
    expect(await checkFile(file([0xff, 0xd8, 0xff, 0xe0], 'photo.jpg'))).toBeNull();
  });

  it('refuses a renamed executable, an empty file and one over 10 MB', async () => {
    expect(await checkFile(file([0x4d, 0x5a, 0x90, 0x00], 'letter.pdf'))).toBe('type');
    expect(await checkFile(file([], 'letter.pdf'))).toBe('empty');
    expect(await checkFile(file([0x25, 0x50, 0x44, 0x46, 0x2d], 'big.pdf', 10 * 1024 * 1024 + 1))).toBe(
      'size',
    );
  });
});
