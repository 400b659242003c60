import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** espi.xsd (imports atom.xsd, which imports xml.xsd), kept beside this file. */
export const ESPI_XSD = fileURLToPath(new URL('./espi.xsd', import.meta.url));

/**
 * Validates a document against the ESPI 4.0 schema with libxml2's xmllint (Debian
 * libxml2-utils; CI installs it). Offline: every import resolves to the copies here.
 */
export async function validateEspi(xml: string): Promise<{ valid: boolean; errors: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'espi-'));
  const file = join(dir, 'feed.xml');
  try {
    await writeFile(file, xml);
    return await new Promise((resolve, reject) => {
      execFile(
        'xmllint',
        ['--noout', '--nonet', '--schema', ESPI_XSD, file],
        { maxBuffer: 16 * 1024 * 1024 },
        (error, _stdout, stderr) => {
          if (error && 'code' in error && error.code === 'ENOENT') {
            reject(new Error('xmllint is missing: apt-get install -y libxml2-utils'));
            return;
          }
          resolve({ valid: !error, errors: stderr });
        },
      );
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
