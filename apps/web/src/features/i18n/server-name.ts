import { type Names, nameIn } from '@myaccount/contract';

const reported = new Set<string>();

/**
 * Says, once per code, that the server sent a code this build has no words for. It is a
 * console error on purpose: every browser journey fails on one (e2e fixtures), so an
 * untranslated code cannot ship unnoticed, while the customer still sees the server's text.
 */
export function reportUntranslated(kind: string, code: string, serverText: string): void {
  const id = `${kind}:${code}:${serverText}`;
  if (reported.has(id)) return;
  reported.add(id);
  console.error(`No translation for ${kind} code "${code}" (server text "${serverText}")`);
}

/**
 * A name the server sent as a code, in the reader's language, from one of the contract's
 * tables (`chargeNames`, `enrollmentStatusNames`, …: a screen imports only the table it shows,
 * so the first load carries no charge names). An unknown code shows the server's own text —
 * visibly, rather than hiding a charge or a status — and is reported.
 */
export function serverName(names: Names, code: string, language: string, serverText: string): string {
  const name = nameIn(names, code, language);
  if (name !== null) return name;
  if (code || serverText.trim()) reportUntranslated('server name', code, serverText);
  return serverText;
}
