import {
  type ApiToken,
  type ApiTokenScope,
  apiTokenScope,
  type CreateApiTokenBody,
  type CreatedApiToken,
  MAX_API_TOKENS,
} from '@myaccount/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { type AuditContext, recordAudit } from '../../plugins/audit.ts';
import { refuseAgent } from '../../plugins/auth.ts';
import {
  type ApiTokenRow,
  countHeldTokensForUpdate,
  insertToken,
  listTokens,
  revokeToken,
} from './repository.ts';
import { newToken } from './tokens.ts';

const DAY_MS = 86_400_000;

export const scopesOf = (stored: string): ApiTokenScope[] =>
  stored.split(',').flatMap((s) => {
    const parsed = apiTokenScope.safeParse(s);
    return parsed.success ? [parsed.data] : [];
  });

function toWire(row: ApiTokenRow, now: Date): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: scopesOf(row.scopes),
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expired: row.expiresAt <= now,
  };
}

/**
 * A support agent acting for a customer may see which tokens exist (to help them) but never
 * create one or revoke one: a token is a key to the customer's data that outlives the call.
 */
function refuseAgentOnTokens(audit: AuditContext): void {
  refuseAgent(audit, 'agent_cannot_manage_tokens', 'A support agent cannot create or revoke API tokens.');
}

export async function listApiTokens(db: Db, customerId: number, now = new Date()): Promise<ApiToken[]> {
  return (await listTokens(db, customerId)).map((row) => toWire(row, now));
}

export async function createApiToken(
  db: Db,
  audit: AuditContext,
  body: CreateApiTokenBody,
  now = new Date(),
): Promise<CreatedApiToken> {
  refuseAgentOnTokens(audit);
  const { customerId } = audit;
  const { token, tokenHash, prefix } = newToken();
  const row = await db.transaction(async (tx) => {
    if ((await countHeldTokensForUpdate(tx, customerId)) >= MAX_API_TOKENS) {
      throw new AppError(
        'business_rule',
        `You can hold at most ${MAX_API_TOKENS} tokens. Revoke one you no longer use first.`,
        { reason: 'api_token_limit_reached' },
      );
    }
    const created = await insertToken(tx, {
      customerId,
      name: body.name,
      // Stored in a fixed order, so the list reads the same whoever created it.
      scopes: apiTokenScope.options.filter((s) => body.scopes.includes(s)).join(','),
      tokenHash,
      prefix,
      expiresAt: new Date(now.getTime() + body.expiresInDays * DAY_MS),
    });
    await recordAudit(tx, audit, {
      action: 'api-token.create',
      entity: 'api_token',
      entityId: created.id,
      details: { name: created.name, scopes: created.scopes, expiresAt: created.expiresAt.toISOString() },
    });
    return created;
  });
  return { ...toWire(row, now), token };
}

export async function revokeApiToken(db: Db, audit: AuditContext, id: number, now = new Date()) {
  refuseAgentOnTokens(audit);
  const { customerId } = audit;
  await db.transaction(async (tx) => {
    const revoked = await revokeToken(tx, customerId, id, now);
    // Another customer's token answers as a missing one: its existence is not ours to tell.
    if (!revoked) throw new AppError('not_found', 'No such API token.', { reason: 'api_token_not_found' });
    await recordAudit(tx, audit, {
      action: 'api-token.revoke',
      entity: 'api_token',
      entityId: revoked.id,
      details: { name: revoked.name },
    });
  });
}
