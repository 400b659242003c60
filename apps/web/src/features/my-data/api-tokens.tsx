import type { ApiToken, CreatedApiToken } from '@myaccount/contract';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { DataSection } from '../../components/ui/data-section';
import { Ltr } from '../../components/ui/ltr';
import { ResponsiveTable, type TableColumn } from '../../components/ui/responsive-table';
import { errorText } from '../../lib/error-text';
import { formatDate } from '../../lib/format-date';
import { useInvalidateCustomer } from '../../lib/query';
import { useApiTokens } from './api-tokens-query';
import { revokeApiToken } from './api';
import { ApiTokenForm } from './api-token-form';

/**
 * Personal API tokens (issue 16): read-only keys for the customer's own tools. The secret is
 * shown once, right after it is made; afterwards only its name, prefix and dates. A support
 * agent sees the list but cannot create or revoke (the server refuses too).
 */
export function ApiTokens({ customerId, agentMode }: { customerId: number; agentMode: boolean }) {
  const { t, i18n } = useTranslation();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const state = useApiTokens(customerId);
  const invalidateCustomer = useInvalidateCustomer(customerId);
  const reload = () => invalidateCustomer(['api-tokens']);

  async function revoke(token: ApiToken) {
    try {
      await revokeApiToken(customerId, token.id);
      toast.success(t('ApiTokens.Revoked', { name: token.name }));
      if (created?.id === token.id) setCreated(null);
    } catch (failure) {
      toast.error(errorText(t, failure, t('ApiTokens.RevokeFailed')));
    } finally {
      setConfirming(null);
      reload();
    }
  }

  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : t('ApiTokens.Never'));
  const columns: TableColumn<ApiToken>[] = [
    { id: 'name', header: t('ApiTokens.Name'), cell: (x) => x.name, place: 'title' },
    {
      id: 'scopes',
      header: t('ApiTokens.Scopes'),
      cell: (x) => x.scopes.map((s) => t(`ApiTokens.Scope.${s}`)).join(', '),
    },
    {
      id: 'prefix',
      header: t('ApiTokens.Prefix'),
      cell: (x) => <span className="font-monospace">{x.prefix}…</span>,
      kind: 'number',
    },
    { id: 'created', header: t('ApiTokens.Created'), cell: (x) => date(x.createdAt), kind: 'date' },
    { id: 'used', header: t('ApiTokens.LastUsed'), cell: (x) => date(x.lastUsedAt), kind: 'date' },
    {
      id: 'expires',
      header: t('ApiTokens.Expires'),
      cell: (x) => (x.expired ? t('ApiTokens.Expired') : date(x.expiresAt)),
      kind: 'date',
      place: 'figure',
    },
    ...(agentMode
      ? []
      : [
          {
            id: 'revoke',
            header: <span className="visually-hidden">{t('ApiTokens.Actions')}</span>,
            place: 'action' as const,
            cell: (x: ApiToken) =>
              confirming === x.id ? (
                <span className="d-inline-flex flex-wrap justify-content-end gap-2">
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => void revoke(x)}
                    data-testid="api-token-revoke-confirm"
                  >
                    {t('ApiTokens.RevokeConfirm', { name: x.name })}
                  </Button>
                  <Button size="sm" variant="outline-secondary" onClick={() => setConfirming(null)}>
                    {t('ApiTokens.Keep')}
                  </Button>
                </span>
              ) : (
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => setConfirming(x.id)}
                  aria-label={t('ApiTokens.RevokeLabel', { name: x.name })}
                  data-testid="api-token-revoke"
                >
                  {t('ApiTokens.Revoke')}
                </Button>
              ),
          },
        ]),
  ];

  return (
    <DataSection title={t('ApiTokens.Title')} state={state} unavailableText={t('ApiTokens.Unavailable')}>
      {(tokens) => (
        <>
          <p className="small text-body-secondary">{t('ApiTokens.Intro')}</p>
          {created && <CreatedToken token={created} onDone={() => setCreated(null)} />}
          {tokens.length === 0 ? (
            <p className="text-body-secondary" data-testid="api-tokens-empty">
              {t('ApiTokens.None')}
            </p>
          ) : (
            <ResponsiveTable
              label={t('ApiTokens.Title')}
              columns={columns}
              rows={tokens}
              rowKey={(x) => String(x.id)}
              testId="api-tokens-table"
            />
          )}
          {agentMode ? (
            <p className="small text-body-secondary mb-0">{t('ApiTokens.AgentNote')}</p>
          ) : (
            <ApiTokenForm
              customerId={customerId}
              onCreated={(token) => {
                setCreated(token);
                reload();
              }}
            />
          )}
        </>
      )}
    </DataSection>
  );
}

/** The new secret, once: copy it now, with how a tool sends it. */
function CreatedToken({ token, onDone }: { token: CreatedApiToken; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(token.token);
      setCopied(true);
    } catch {
      setCopied(false);
      toast.error(t('ApiTokens.CopyFailed'));
    }
  }
  return (
    <div className="border border-success rounded p-3 mb-3" data-testid="api-token-created">
      <p className="fw-semibold mb-2">{t('ApiTokens.CreatedTitle', { name: token.name })}</p>
      <p className="small mb-2">{t('ApiTokens.ShownOnce')}</p>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <Form.Control
          readOnly
          value={token.token}
          aria-label={t('ApiTokens.TokenLabel')}
          className="font-monospace flex-grow-1"
          style={{ minWidth: 0, flexBasis: '16rem' }}
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
          data-testid="api-token-secret"
        />
        <Button variant="outline-primary" onClick={() => void copy()}>
          {t('ApiTokens.Copy')}
        </Button>
        <Button variant="primary" onClick={onDone}>
          {t('ApiTokens.Done')}
        </Button>
      </div>
      <p className="small mb-1" aria-live="polite">
        {copied ? t('ApiTokens.Copied') : ''}
      </p>
      <p className="small mb-0">
        {t('ApiTokens.HowToUse')}{' '}
        <Ltr>
          <span className="font-monospace text-break">Authorization: Bearer {token.prefix}…</span>
        </Ltr>{' '}
        <a href="/docs" target="_blank" rel="noreferrer">
          {t('ApiTokens.Docs')}
          <span className="visually-hidden"> {t('ApiTokens.NewTab')}</span>
        </a>
      </p>
    </div>
  );
}
