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

/**
 * Downloads the shown window's 15-minute reads in Smart Meter Texas' CSV layout. The server
 * streams it (a year is 35,040 rows), so the bytes received so far are shown and announced
 * politely, as the Green Button download does.
 */
export function SmtDownload({ enrollmentId, startDate, endDate }: SmtDownloadProps) {
  const { t, i18n } = useTranslation();
  const [received, setReceived] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const busy = received !== null;
  const kilobytes = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  });

  async function download() {
    setReceived(0);
    setFailed(false);
    try {
      const blob = await getSmtCsv(enrollmentId, startDate, endDate, setReceived);
      saveBlob(blob, `${t('Usage.SmtFile')}_${usDate(startDate)}_${usDate(endDate)}.csv`);
    } catch {
      setFailed(true);
    } finally {
      setReceived(null);
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
      {/* Always in the page, so that screen readers announce what it says once it changes. */}
      <span className="small" role="status" aria-live="polite" data-testid="usage-smt-progress">
        {received !== null
          ? t('Usage.Received', { size: kilobytes.format(Math.round(received / 1024)) })
          : ''}
      </span>
      {failed && (
        <span role="alert" className="small text-danger ms-2">
          {t('Usage.DownloadFailed')}
        </span>
      )}
    </>
  );
}
