import type { AccountSession } from '@myaccount/contract';
import { Badge, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { DataSection } from '../../components/ui/data-section';
import { ResponsiveTable, type TableColumn } from '../../components/ui/responsive-table';
import { errorText } from '../../lib/error-text';
import { formatDateTime } from '../../lib/format-date';
import { useInvalidateCustomer } from '../../lib/query';
import { useAccountAccess } from './account-access-query';
import { endAccountSession } from './api';

/**
 * "Who has access to my data" (issue 16): every session opened on the account in the last 90
 * days, the customer's own and support agents', each live one endable by the customer (not
 * by an agent: the server refuses too), and the older accounts merged into this one.
 */
export function AccountAccess({ customerId, agentMode }: { customerId: number; agentMode: boolean }) {
  const { t, i18n } = useTranslation();
  const state = useAccountAccess(customerId);
  const invalidate = useInvalidateCustomer(customerId);

  async function endSession(session: AccountSession) {
    try {
      await endAccountSession(customerId, session.id);
      toast.success(t('Access.Ended'));
    } catch (failure) {
      toast.error(errorText(t, failure, t('Access.EndFailed')));
    } finally {
      invalidate(['account-access']);
    }
  }

  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const endable = state.status === 'ready' && state.data.sessions.some((s) => s.live && !s.current);
  const columns: TableColumn<AccountSession>[] = [
    {
      id: 'who',
      header: t('Access.Who'),
      place: 'title',
      cell: (s) => (s.agentUserName ? t('Access.Agent', { name: s.agentUserName }) : t('Access.You')),
    },
    { id: 'started', header: t('Access.Started'), cell: (s) => when(s.startedAt), kind: 'date' },
    { id: 'last', header: t('Access.LastActive'), cell: (s) => when(s.lastActiveAt), kind: 'date' },
    {
      id: 'status',
      header: t('Access.Status'),
      place: 'figure',
      cell: (s) =>
        s.current ? (
          <Badge bg="primary">{t('Access.ThisBrowser')}</Badge>
        ) : s.live ? (
          <Badge bg="success">{t('Access.Active')}</Badge>
        ) : (
          <span className="text-body-secondary">{t('Access.EndedState')}</span>
        ),
    },
    // The column only when a row has the button: the table's region takes the focus itself
    // when no control is inside it (axe scrollable-region-focusable).
    ...(agentMode || !endable
      ? []
      : [
          {
            id: 'end',
            header: <span className="visually-hidden">{t('Access.Actions')}</span>,
            place: 'action' as const,
            cell: (s: AccountSession) =>
              s.live && !s.current ? (
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => void endSession(s)}
                  aria-label={t('Access.EndLabel', {
                    who: s.agentUserName ? t('Access.Agent', { name: s.agentUserName }) : t('Access.You'),
                    started: when(s.startedAt),
                  })}
                  data-testid="access-end-session"
                >
                  {t('Access.End')}
                </Button>
              ) : null,
          },
        ]),
  ];

  return (
    <DataSection title={t('Access.Title')} state={state} unavailableText={t('Access.Unavailable')}>
      {(access) => (
        <>
          <p className="small text-body-secondary">{t('Access.Intro')}</p>
          <ResponsiveTable
            label={t('Access.SessionsLabel')}
            columns={columns}
            rows={access.sessions}
            rowKey={(s) => s.id}
            testId="access-sessions"
          />
          <h3 className="h6 mt-3">{t('Access.LinkedTitle')}</h3>
          {access.linkedAccounts.length === 0 ? (
            <p className="small text-body-secondary mb-0">{t('Access.NoLinked')}</p>
          ) : (
            <>
              <p className="small text-body-secondary mb-1">{t('Access.LinkedIntro')}</p>
              <ul className="mb-0" data-testid="access-linked">
                {access.linkedAccounts.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </DataSection>
  );
}
