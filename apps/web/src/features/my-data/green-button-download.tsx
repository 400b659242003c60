import type { ExportCoverage } from '@myaccount/contract';
import { useEffect, useId, useState } from 'react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../lib/save-blob';
import { formatDate } from '../../lib/format-date';
import { SmtDownload } from '../usage';
import { getCoverage, getGreenButtonFile } from './api';
import { coverageGap, defaultRange, isValidRange, usDate } from './date-range';

interface GreenButtonDownloadProps {
  enrollmentId: number;
  gas: boolean;
  brandShortName: string;
  today: string;
}

/** The file name: brand, service and dates — nothing that identifies the customer. */
export function greenButtonFileName(brand: string, gas: boolean, startDate: string, endDate: string) {
  const safeBrand = brand.replace(/[^A-Za-z0-9]+/g, '_') || 'Green_Button';
  const service = gas ? 'Gas_Billing_Cycle' : 'Electric_15_Minute';
  return `${safeBrand}_${service}_${usDate(startDate)}_${usDate(endDate)}.xml`;
}

/** From/to dates (last 13 months by default), a coverage warning, and the download with progress. */
export function GreenButtonDownload({ enrollmentId, gas, brandShortName, today }: GreenButtonDownloadProps) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const [range, setRange] = useState(() => defaultRange(today));
  const [coverage, setCoverage] = useState<ExportCoverage | null>(null);
  const [received, setReceived] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setCoverage(null);
    getCoverage(enrollmentId).then(
      (c) => current && setCoverage(c),
      () => current && setCoverage(null),
    );
    return () => {
      current = false;
    };
  }, [enrollmentId]);

  const valid = isValidRange(range.startDate, range.endDate, today);
  const gap = coverage && valid ? coverageGap(range.startDate, range.endDate, coverage) : 'covered';
  const fileName = greenButtonFileName(brandShortName, gas, range.startDate, range.endDate);
  const kilobytes = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  });

  async function download() {
    setReceived(0);
    setFailed(false);
    try {
      const blob = await getGreenButtonFile(enrollmentId, range.startDate, range.endDate, setReceived);
      saveBlob(blob, fileName);
    } catch {
      setFailed(true);
    } finally {
      setReceived(null);
    }
  }

  const busy = received !== null;
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !busy) void download();
      }}
    >
      <Row className="g-3 mb-3">
        <Col xs={12} sm={6} md={4}>
          <Form.Label htmlFor={`${ids}-from`}>{t('MyData.From')}</Form.Label>
          <Form.Control
            id={`${ids}-from`}
            type="date"
            value={range.startDate}
            max={today}
            onChange={(e) => setRange((r) => ({ ...r, startDate: e.target.value }))}
            data-testid="my-data-from"
          />
        </Col>
        <Col xs={12} sm={6} md={4}>
          <Form.Label htmlFor={`${ids}-to`}>{t('MyData.To')}</Form.Label>
          <Form.Control
            id={`${ids}-to`}
            type="date"
            value={range.endDate}
            max={today}
            onChange={(e) => setRange((r) => ({ ...r, endDate: e.target.value }))}
            data-testid="my-data-to"
          />
        </Col>
      </Row>
      {!valid && (
        <Alert variant="danger" data-testid="my-data-invalid">
          {t('Usage.InvalidRange')}
        </Alert>
      )}
      {gap !== 'covered' && coverage && (
        <Alert variant="warning" data-testid="my-data-coverage">
          {gap === 'none' || !coverage.firstDate || !coverage.lastDate
            ? t('MyData.NoCoverage')
            : t('MyData.PartialCoverage', {
                first: formatDate(coverage.firstDate, i18n.language),
                last: formatDate(coverage.lastDate, i18n.language),
              })}
        </Alert>
      )}
      <p className="small text-break">
        {t('MyData.FileName')}{' '}
        <span className="font-monospace" data-testid="my-data-file-name">
          {fileName}
        </span>
      </p>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <Button type="submit" variant="success" disabled={!valid || busy} data-testid="my-data-green-button">
          {busy && <Spinner size="sm" animation="border" className="me-1" aria-hidden="true" />}
          {t('MyData.DownloadGreenButton')}
        </Button>
        {!gas && valid && (
          <SmtDownload enrollmentId={enrollmentId} startDate={range.startDate} endDate={range.endDate} />
        )}
      </div>
      <p className="small mt-2 mb-0" role="status" aria-live="polite" data-testid="my-data-progress">
        {busy ? t('MyData.Received', { size: kilobytes.format(Math.round((received ?? 0) / 1024)) }) : ''}
      </p>
      {failed && (
        <Alert variant="danger" className="mt-2 mb-0">
          {t('Usage.DownloadFailed')}
        </Alert>
      )}
    </Form>
  );
}
