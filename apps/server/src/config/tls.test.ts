import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '../test/self-signed.ts';
import { ConfigError, loadEnv } from './env.ts';
import { serverProtocol } from './tls.ts';

describe('TLS_CERT_FILE and TLS_KEY_FILE', () => {
  it('are both set or neither, the missing one named', () => {
    expect(() => loadEnv({ TLS_CERT_FILE: '/etc/cert.pem' })).toThrow(
      'TLS_KEY_FILE is required when TLS_CERT_FILE is set',
    );
    expect(() => loadEnv({ TLS_KEY_FILE: '/etc/key.pem' })).toThrow(
      'TLS_CERT_FILE is required when TLS_KEY_FILE is set',
    );
    expect(serverProtocol(loadEnv({}))).toEqual({});
  });

  it('turn on HTTPS with HTTP/2, HTTP/1.1 kept', () => {
    const { certFile, keyFile } = selfSignedCertificate();
    const protocol = serverProtocol({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile });
    expect(protocol.http2).toBe(true);
    expect(protocol.https?.allowHTTP1).toBe(true);
    expect(protocol.forceCloseConnections).toBe(true);
    expect(protocol.https?.cert.toString()).toContain('BEGIN CERTIFICATE');
  });

  it('stop the start with one line when a file is missing or the pair does not match', () => {
    const first = selfSignedCertificate();
    const second = selfSignedCertificate();
    const missing = join(first.certFile, '..', 'nowhere.pem');
    expect(() => serverProtocol({ TLS_CERT_FILE: missing, TLS_KEY_FILE: first.keyFile })).toThrow(
      new ConfigError(`Invalid configuration: TLS_CERT_FILE cannot be read (${missing}: ENOENT)`),
    );
    // Another certificate's key.
    expect(() => serverProtocol({ TLS_CERT_FILE: first.certFile, TLS_KEY_FILE: second.keyFile })).toThrow(
      /TLS_CERT_FILE and TLS_KEY_FILE are not a certificate and its key/,
    );
    // Not PEM at all.
    const garbage = join(first.certFile, '..', 'garbage.pem');
    writeFileSync(garbage, 'not a certificate');
    expect(() => serverProtocol({ TLS_CERT_FILE: garbage, TLS_KEY_FILE: first.keyFile })).toThrow(
      ConfigError,
    );
  });
});
