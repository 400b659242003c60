import type { Statement } from '@myaccount/contract';
import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveTable, type TableColumn } from '../../components/ui/responsive-table';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { billChangePath } from '../bill-change';
import { billVerifyPath } from '../bill-verify';
import { getStatementPdf } from './api/statement-pdf';
import { saveBlob } from '../../lib/save-blob';

interface StatementsTableProps {
  enrollmentId: number;
  statements: Statement[];
  /** The statement number the page was opened for (the top-bar search's `?statement=`). */
  target?: string | null;
}

/** Statements with a PDF download each; the row's button shows progress while it downloads. */
export function StatementsTable({ enrollmentId, statements, target }: StatementsTableProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  async function download(s: Statement) {
    setBusy(s.custStatementTkn);
    setFailed(null);
    try {
      saveBlob(
        await getStatementPdf(enrollmentId, s.custStatementTkn),
        `${t('Billing.StatementFile')}-${s.custStatementNum}.pdf`,
      );
    } catch {
      setFailed(s.custStatementTkn);
    } finally {
      setBusy(null);
    }
  }

  const columns: TableColumn<Statement>[] = [
    {
      id: 'number',
      header: t('Billing.StatementNumber'),
      cell: (s) => s.custStatementNum,
      place: 'title',
    },
    {
      id: 'mailed',
      header: t('Billing.MailingDate'),
      cell: (s) => formatDate(s.mailingDate, i18n.language),
      kind: 'date',
    },
    {
      id: 'due',
      header: t('Billing.DueDate'),
      cell: (s) => formatDate(s.delinquentDate, i18n.language),
      kind: 'date',
    },
    {
      id: 'amount',
      header: t('Billing.Amount'),
      cell: (s) => formatMoney(s.totalStmtAmt),
      kind: 'number',
      place: 'figure',
    },
    {
      id: 'balance',
      header: t('Billing.StatementBalance'),
      cell: (s) => formatMoney(s.currentStmtBalance),
      kind: 'number',
    },
    {
      id: 'pastDue',
      header: t('Billing.PastDue'),
      cell: (s) => formatMoney(s.pastDueBalance),
      kind: 'number',
    },
    {
      id: 'daysPastDue',
      header: t('Billing.DaysPastDue'),
      cell: (s) => s.daysPastDueNum || '-',
      kind: 'number',
    },
    {
      id: 'pdf',
      header: <span className="visually-hidden">{t('Billing.Pdf')}</span>,
      place: 'action',
      cell: (s) => (
        <>
          <Link
            to={billChangePath(s.custStatementTkn)}
            className="btn btn-sm btn-link"
            aria-label={t('BillChange.WhyLinkFor', { number: s.custStatementNum })}
            data-testid="statement-why"
          >
            {t('BillChange.WhyLink')}
          </Link>{' '}
          <Link
            to={billVerifyPath(s.custStatementTkn)}
            className="btn btn-sm btn-link"
            aria-label={t('BillVerify.LinkFor', { number: s.custStatementNum })}
            data-testid="statement-verify"
          >
            {t('BillVerify.Link')}
          </Link>{' '}
          <Button
            size="sm"
            variant="outline-primary"
            disabled={busy !== null}
            onClick={() => void download(s)}
            aria-label={t('Billing.DownloadStatement', { number: s.custStatementNum })}
            data-testid="statement-download"
          >
            {busy === s.custStatementTkn ? (
              <>
                <Spinner size="sm" aria-hidden="true" /> <span>{t('Billing.Downloading')}</span>
              </>
            ) : (
              t('Billing.Pdf')
            )}
          </Button>
          {failed === s.custStatementTkn && (
            <div className="text-danger small w-100" role="alert">
              {t('Billing.DownloadFailed')}
            </div>
          )}
        </>
      ),
    },
  ];

  if (statements.length === 0) return <p className="text-body-secondary mb-0">{t('Billing.NoStatements')}</p>;
  return (
    <ResponsiveTable
      label={t('Billing.Statements')}
      columns={columns}
      rows={statements}
      rowKey={(s) => s.custStatementTkn}
      testId="statements-table"
      isTarget={target ? (s) => s.custStatementNum === target : undefined}
      hover
      className="align-middle"
    />
  );
}
