import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../lib/save-blob';
import { getSmtCsv } from './api';

interface SmtDownloadProps {
  enrollmentId: number;
  startDate: string;
  endDate: string;
}

/** US dates in file names, as SMT names its own files; no personal data in the name. */
const usDate = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

/** Downloads the shown window's 15-minute reads in Smart Meter Texas' CSV layout. */
export function SmtDownload({ enrollmentId, startDate, endDate }: SmtDownloadProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const blob = await getSmtCsv(enrollmentId, startDate, endDate);
      saveBlob(blob, `${t('Usage.SmtFile')}_${usDate(startDate)}_${usDate(endDate)}.csv`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        size="sm"
        variant="outline-primary"
        disabled={busy}
        onClick={() => void download()}
        data-testid="usage-smt-csv"
      >
        {busy && <Spinner size="sm" animation="border" className="me-1" aria-hidden="true" />}
        {busy ? t('Usage.Preparing') : t('Usage.DownloadSmt')}
      </Button>
      {failed && (
        <span role="alert" className="small text-danger ms-2">
          {t('Usage.DownloadFailed')}
        </span>
      )}
    </>
  );
}
