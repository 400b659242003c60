import { createHash } from 'node:crypto';

/** RFC 4122 namespace of the portal's Green Button resources (itself a fixed random v4). */
export const ESPI_NAMESPACE = '4b7c3e1a-9d62-4f0e-8a51-2c6f0d9e7b38';

/**
 * A name-based (type 5, SHA-1) UUID, RFC 4122 §4.3: the same namespace and name always give
 * the same id, so a repeated download names every resource the same way.
 */
export function uuidV5(name: string, namespace: string = ESPI_NAMESPACE): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
