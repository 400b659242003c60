import { type ReactNode, Suspense, useMemo } from 'react';
import { Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '@myaccount/contract';
import { useUsageHistory } from '../billing';
import { saveBlob } from '../../lib/save-blob';
import { BillProjectionCard } from '../bill-projection';
import { useSelectedEnrollment } from '../enrollments';
import { usageCsv } from './csv';
import { IntervalChart } from './interval-chart';
import { IntervalForm } from './interval-form';
import { IntervalTable } from './interval-table';
import { MonthlyChart } from './monthly-chart';
import { MonthlyTable } from './monthly-table';
import { SmtDownload } from './smt-download';
import { useIntervalUsage } from './use-interval-usage';

const swatch = { width: 10, height: 10 };

function Panel({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card className="border-0 shadow-sm mb-4">
      <Card.Body>
        <div className="d-flex justify-content-between align-items-center gap-2 flex-wrap mb-2">
          <Card.Title as="h2" className="h5 mb-0">
            {title}
          </Card.Title>
          {actions}
        </div>
        {children}
      </Card.Body>
    </Card>
  );
}

/** Route /usage: monthly billed usage (chart + table) and the 15-minute interval view. */
export default function UsagePage() {
  const { t, i18n } = useTranslation();
  const { enrollment, emptyEnrollments } = useSelectedEnrollment();
  const id = enrollment?.id_enrollment ?? null;
  const unit = enrollment?.plans[0]?.utilities[0]?.uom || 'kWh';
  // Gas meters are read once a cycle: no interval reads to fetch or show.
  const metered = unit === 'kWh';
  const monthly = useUsageHistory(id);
  const interval = useIntervalUsage(metered ? id : null);
  const history = interval.history;
  // Stable between renders: the chart is rebuilt only when its data or wording changes.
  const chartLabels = useMemo(
    () => ({ current: t('Usage.Current'), compare: t('Usage.Previous'), axis: history?.unit ?? unit }),
    [t, history?.unit, unit],
  );

  function downloadCsv() {
    if (!history) return;
    const headers = [t('Usage.Start'), t('Usage.Usage', { unit: history.unit }), t('Usage.Estimated')];
    if (history.compare) headers.push(t('Usage.CompareStart'), t('Usage.CompareKwh', { unit: history.unit }));
    const name = `${t('Usage.CsvFile')}-${history.period}-${history.current.startDate}-${history.current.endDate}.csv`;
    saveBlob(new Blob([usageCsv(history, headers)], { type: 'text/csv;charset=utf-8' }), name);
  }

  const errorText = interval.error
    ? interval.error.field === 'startDate' || interval.error.field === 'endDate'
      ? t('Usage.InvalidRange')
      : t('Billing.Unavailable')
    : null;

  if (emptyEnrollments) return <p className="text-body-secondary">{t('Home.NoEnrollments')}</p>;
  return (
    <section aria-labelledby="usage-title">
      <h1 id="usage-title" className="h3 mb-3">
        {t('Usage.Title')}
      </h1>
      {id !== null && (
        <div className="mb-4">
          <Suspense fallback={null}>
            <BillProjectionCard enrollmentId={id} />
          </Suspense>
        </div>
      )}
      <Panel title={t('Usage.MonthlyTitle')}>
        {monthly.status === 'loading' && <p className="text-body-secondary mb-0">{t('Billing.Loading')}</p>}
        {monthly.status !== 'loading' && !monthly.data?.length && (
          <p className="text-body-secondary mb-0">{t('Usage.NoUsage')}</p>
        )}
        {monthly.data && monthly.data.length > 0 && (
          <>
            <MonthlyChart records={monthly.data} unit={unit} />
            <p className="small text-body-secondary">
              <span className="d-inline-block bg-primary" style={swatch} aria-hidden="true" />{' '}
              {t('Usage.Actual')}{' '}
              <span className="d-inline-block bg-warning ms-2" style={swatch} aria-hidden="true" />{' '}
              {t('Usage.Estimated')}
            </p>
            <MonthlyTable records={monthly.data} unit={unit} />
          </>
        )}
      </Panel>
      {!metered && (
        <Panel title={t('Usage.IntervalTitle')}>
          <p className="mb-0" data-testid="usage-gas-note">
            {t('Usage.GasNoIntervals', { unit })}
          </p>
        </Panel>
      )}
      {metered && (
        <Panel
          title={t('Usage.IntervalTitle')}
          actions={
            <div className="d-flex gap-2 flex-wrap align-items-center">
              <Button
                size="sm"
                variant="outline-primary"
                disabled={!history}
                onClick={downloadCsv}
                data-testid="usage-csv"
              >
                {t('Usage.DownloadCsv')}
              </Button>
              {history && id !== null && (
                <SmtDownload
                  enrollmentId={id}
                  startDate={history.current.startDate}
                  endDate={history.current.endDate}
                />
              )}
            </div>
          }
        >
          <IntervalForm
            busy={interval.busy}
            onSubmit={interval.load}
            error={errorText ? { field: interval.error?.field, message: errorText } : null}
          />
          <div className="mt-3" aria-busy={interval.busy}>
            {history && (
              <>
                <p className="small mb-2" data-testid="interval-total">
                  {t('Usage.Total', {
                    amount: formatQuantity(history.current.totalWh / 1000, i18n.language, history.unit),
                  })}
                  {history.compare &&
                    ` · ${t('Usage.CompareTotal', { amount: formatQuantity(history.compare.totalWh / 1000, i18n.language, history.unit) })}`}
                </p>
                <IntervalChart history={history} labels={chartLabels} />
                <IntervalTable
                  key={`${history.period}${history.current.startDate}${history.current.endDate}`}
                  history={history}
                />
              </>
            )}
            {!history && !interval.error && (
              <p className="text-body-secondary mb-0">{t('Billing.Loading')}</p>
            )}
          </div>
        </Panel>
      )}
    </section>
  );
}
