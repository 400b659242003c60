import {
  addDays,
  type ComparePeriod,
  marketToday,
  comparePeriods,
  type UsagePeriod,
  usagePeriods,
  type UsageSmtRequest,
} from '@myaccount/contract';
import { type FormEvent, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

// Days counted from the market's today, as the server counts the usage it holds.
const isoDay = (offsetDays: number) => addDays(marketToday(), offsetDays);

export function defaultRequest(): UsageSmtRequest {
  return { startDate: isoDay(-30), endDate: isoDay(-1), period: 'daily', comparePeriod: null };
}

const periodKey: Record<UsagePeriod, string> = {
  '15-minute': 'Usage.Period15',
  hourly: 'Usage.PeriodHourly',
  daily: 'Usage.PeriodDaily',
  monthly: 'Usage.PeriodMonthly',
};
const compareKey: Record<ComparePeriod, string> = {
  'previous-year': 'Usage.ComparePreviousYear',
  'previous-period': 'Usage.ComparePreviousPeriod',
};

interface IntervalFormProps {
  busy: boolean;
  onSubmit: (request: UsageSmtRequest) => void;
  /** The field the server refused, highlighted with its message. */
  error: { field?: string; message: string } | null;
}

/** Period, date range and comparison of the interval view. */
export function IntervalForm({ busy, onSubmit, error }: IntervalFormProps) {
  const { t } = useTranslation();
  const [request, setRequest] = useState<UsageSmtRequest>(defaultRequest);
  const set = (patch: Partial<UsageSmtRequest>) => setRequest((r) => ({ ...r, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(request);
  };
  const invalid = (field: string) => error?.field === field;
  return (
    <Form onSubmit={submit} noValidate data-testid="interval-form">
      <Row className="g-2 align-items-end">
        <Col xs={6} md={3}>
          <Form.Group controlId="usage-period">
            <Form.Label className="small">{t('Usage.Period')}</Form.Label>
            <Form.Select
              size="sm"
              value={request.period}
              onChange={(e) => set({ period: e.target.value as UsagePeriod })}
            >
              {usagePeriods.map((p) => (
                <option key={p} value={p}>
                  {t(periodKey[p])}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId="usage-compare">
            <Form.Label className="small">{t('Usage.Compare')}</Form.Label>
            <Form.Select
              size="sm"
              value={request.comparePeriod ?? ''}
              onChange={(e) => set({ comparePeriod: (e.target.value || null) as ComparePeriod | null })}
            >
              <option value="">{t('Usage.CompareNone')}</option>
              {comparePeriods.map((c) => (
                <option key={c} value={c}>
                  {t(compareKey[c])}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={6} md={2}>
          <Form.Group controlId="usage-start">
            <Form.Label className="small">{t('Usage.StartDate')}</Form.Label>
            <Form.Control
              size="sm"
              type="date"
              value={request.startDate}
              isInvalid={invalid('startDate')}
              onChange={(e) => set({ startDate: e.target.value })}
            />
          </Form.Group>
        </Col>
        <Col xs={6} md={2}>
          <Form.Group controlId="usage-end">
            <Form.Label className="small">{t('Usage.EndDate')}</Form.Label>
            <Form.Control
              size="sm"
              type="date"
              value={request.endDate}
              isInvalid={invalid('endDate')}
              onChange={(e) => set({ endDate: e.target.value })}
            />
          </Form.Group>
        </Col>
        <Col xs={12} md={2}>
          <Button type="submit" size="sm" className="w-100" disabled={busy} data-testid="interval-show">
            {t('Usage.Show')}
          </Button>
        </Col>
      </Row>
      {error && (
        <div className="text-danger small mt-2" role="alert" data-testid="interval-error">
          {error.message}
        </div>
      )}
    </Form>
  );
}
