import { GatewayError } from '../types.ts';

/**
 * Authorize.Net's JSON API is its XML API in disguise: elements must come in the order the
 * XSD lists them, so every request here is built as an object literal in that order
 * (JSON.stringify keeps insertion order). Replies start with a UTF-8 BOM, which JSON.parse
 * refuses, so it is stripped first.
 */

export const AUTHNET_ENDPOINTS = {
  sandbox: { api: 'https://apitest.authorize.net/xml/v1/request.api', hosted: 'https://test.authorize.net' },
  production: { api: 'https://api.authorize.net/xml/v1/request.api', hosted: 'https://accept.authorize.net' },
} as const;

export interface AuthnetMessages {
  resultCode: 'Ok' | 'Error';
  message: { code: string; text: string }[];
}

export interface AuthnetCredentials {
  loginId: string;
  transactionKey: string;
}

const TIMEOUT_MS = 20_000;

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export interface AuthnetClient {
  /**
   * Posts `{[name]: {merchantAuthentication, ...body}}` and answers the parsed reply.
   */
  call<T extends { messages: AuthnetMessages }>(name: string, body: Record<string, unknown>): Promise<T>;
}

export function createAuthnetClient(apiUrl: string, credentials: AuthnetCredentials): AuthnetClient {
  return {
    async call(name, body) {
      const payload = {
        [name]: {
          merchantAuthentication: { name: credentials.loginId, transactionKey: credentials.transactionKey },
          ...body,
        },
      };
      let response: Response;
      try {
        response = await fetch(apiUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        // Once the body is on the wire a timeout says nothing about whether it was processed.
        throw new GatewayError(`Authorize.Net did not answer ${name}: ${(error as Error).message}`, true);
      }
      if (!response.ok)
        throw new GatewayError(`Authorize.Net answered HTTP ${response.status} to ${name}`, true);
      const text = stripBom(await response.text());
      try {
        return JSON.parse(text);
      } catch {
        throw new GatewayError(`Authorize.Net answered ${name} with something that is not JSON`, true);
      }
    },
  };
}

export function firstMessage(messages: AuthnetMessages): { code: string; text: string } {
  return messages.message[0] ?? { code: '', text: '' };
}
