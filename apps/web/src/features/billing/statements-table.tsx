import type { Statement } from '@myaccount/contract';
import { useState } from 'react';
import { Button, Spinner, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { getStatementPdf } from './api/billing-api';
import { saveBlob } from './save-blob';

interface StatementsTableProps {
  enrollmentId: number;
  statements: Statement[];
}

/** Statements with a PDF download each; the row's button shows progress while it downloads. */
export function StatementsTable({ enrollmentId, statements }: StatementsTableProps) {
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

  if (statements.length === 0) return <p className="text-body-secondary mb-0">{t('Billing.NoStatements')}</p>;
  return (
    <div className="table-responsive">
      <Table size="sm" hover className="mb-0 align-middle" data-testid="statements-table">
        <thead>
          <tr>
            <th scope="col">{t('Billing.StatementNumber')}</th>
            <th scope="col">{t('Billing.MailingDate')}</th>
            <th scope="col">{t('Billing.DueDate')}</th>
            <th scope="col" className="text-end">
              {t('Billing.Amount')}
            </th>
            <th scope="col" className="text-end">
              {t('Billing.StatementBalance')}
            </th>
            <th scope="col" className="text-end">
              {t('Billing.PastDue')}
            </th>
            <th scope="col" className="text-end">
              {t('Billing.DaysPastDue')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('Billing.Pdf')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {statements.map((s) => (
            <tr key={s.custStatementTkn}>
              <td>{s.custStatementNum}</td>
              <td>{formatDate(s.mailingDate, i18n.language)}</td>
              <td>{formatDate(s.delinquentDate, i18n.language)}</td>
              <td className="text-end">{formatMoney(s.totalStmtAmt)}</td>
              <td className="text-end">{formatMoney(s.currentStmtBalance)}</td>
              <td className="text-end">{formatMoney(s.pastDueBalance)}</td>
              <td className="text-end">{s.daysPastDueNum || '-'}</td>
              <td className="text-end text-nowrap">
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
                  <div className="text-danger small" role="alert">
                    {t('Billing.DownloadFailed')}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
