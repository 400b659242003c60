import { marketToday } from '@myaccount/contract';
import { useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { errorText } from '../../lib/error-text';
import { fetchStatements, fetchUsageHistory } from '../billing';
import { saveBlob } from '../../lib/save-blob';
import { fetchPaymentHistory } from '../payments';
import { monthlyUsageCsv, paymentsCsv, statementsCsv } from './csv-files';

type Kind = 'monthly' | 'statements' | 'payments';

/**
 * Spreadsheet downloads of the selected service (issue 16): monthly usage, statements and
 * payment history. Each is small (a few dozen rows), read fresh when asked for.
 */
export function CsvDownloads({ enrollmentId, unit }: { enrollmentId: number; unit: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Kind | null>(null);
  const today = marketToday();

  const files: Record<Kind, { label: string; file: string; build: () => Promise<string> }> = {
    monthly: {
      label: t('MyData.CsvMonthly'),
      file: t('MyData.CsvMonthlyFile'),
      build: async () => monthlyUsageCsv(t, await fetchUsageHistory(enrollmentId), unit),
    },
    statements: {
      label: t('MyData.CsvStatements'),
      file: t('MyData.CsvStatementsFile'),
      build: async () => statementsCsv(t, await fetchStatements(enrollmentId)),
    },
    payments: {
      label: t('MyData.CsvPayments'),
      file: t('MyData.CsvPaymentsFile'),
      build: async () => paymentsCsv(t, await fetchPaymentHistory(enrollmentId)),
    },
  };

  async function download(kind: Kind) {
    setBusy(kind);
    try {
      const text = await files[kind].build();
      saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), `${files[kind].file}-${today}.csv`);
    } catch (failure) {
      toast.error(errorText(t, failure, t('MyData.CsvFailed')));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card className="border-0 shadow-sm mb-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('MyData.CsvTitle')}
        </Card.Title>
        <p className="small text-body-secondary">{t('MyData.CsvHint')}</p>
        <div className="d-flex flex-wrap gap-2" aria-busy={busy !== null}>
          {(Object.keys(files) as Kind[]).map((kind) => (
            <Button
              key={kind}
              variant="outline-primary"
              disabled={busy !== null}
              onClick={() => void download(kind)}
              data-testid={`my-data-csv-${kind}`}
            >
              {busy === kind ? t('MyData.CsvPreparing') : files[kind].label}
            </Button>
          ))}
        </div>
      </Card.Body>
    </Card>
  );
}
