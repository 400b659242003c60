import { formatRate, type Language, type RenewalOffer } from '@myaccount/contract';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Ltr } from '../../../components/ui/ltr';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { acceptRenewal } from '../api';

type Acceptance = Parameters<typeof acceptRenewal>[1];
import { centsText } from './offer-figures';

interface ReviewOfferProps {
  enrollmentId: number;
  offer: RenewalOffer;
  language: Language;
  onRenewed: () => void;
  /** What accepting sends (default: the renewal); re-enrolment posts the same body elsewhere. */
  submit?: (enrollmentId: number, body: Acceptance) => Promise<unknown>;
  /** The button's words and the failure message, when not renewing. */
  confirmLabel?: string;
  failedText?: string;
}

/**
 * The last step: the offer's documents to open, an explicit acceptance, and one tap. What is
 * sent names each document's version, so the server records exactly what was accepted.
 */
export function ReviewOffer({
  enrollmentId,
  offer,
  language,
  onRenewed,
  submit = acceptRenewal,
  confirmLabel,
  failedText,
}: ReviewOfferProps) {
  const { t, i18n } = useTranslation();
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A new step: focus its heading, so keyboard and screen-reader users start here.
  useEffect(() => heading.current?.focus(), []);

  async function renew() {
    setBusy(true);
    setError(null);
    try {
      await submit(enrollmentId, {
        planId: offer.id_plan,
        documents: offer.documents.map((d) => ({ kind: d.kind, version: d.version })),
        accepted: true,
        language,
      });
      onRenewed();
    } catch (err) {
      setError(errorText(t, err, failedText ?? t('Service.Renew.Failed')));
      setBusy(false);
    }
  }

  return (
    <Card className="border-0 shadow-sm" data-testid="renew-review">
      <Card.Body>
        <h2 className="h5" tabIndex={-1} ref={heading}>
          {t('Service.Renew.ReviewTitle', { plan: offer.plan_name })}
        </h2>
        <p data-testid="renew-review-summary">
          {t('Service.Renew.ReviewSummary', {
            rate: formatRate(offer.rate, i18n.language, offer.uom),
            count: offer.terms,
            start: formatDate(offer.contract_start_date, i18n.language),
            end: formatDate(offer.contract_end_date, i18n.language),
          })}{' '}
          {offer.annual_cost !== null && (
            <Ltr>
              {t('Service.Renew.ReviewEstimate', {
                cost: formatMoney(offer.annual_cost),
                cents: centsText(offer, i18n.language),
              })}
            </Ltr>
          )}
        </p>
        <h3 className="h6">{t('Service.Renew.Documents')}</h3>
        <ul data-testid="renew-documents">
          {offer.documents.map((d) => (
            <li key={d.kind}>
              <a href={d.url} target="_blank" rel="noreferrer">
                {d.description}
              </a>{' '}
              <span className="small text-body-secondary">
                {t('Service.Renew.Version', { version: d.version })}
              </span>
            </li>
          ))}
        </ul>
        <Form.Check
          id="renew-accept"
          className="mb-3"
          checked={accepted}
          onChange={(e) => setAccepted(e.currentTarget.checked)}
          label={t('Service.Renew.Accept', { plan: offer.plan_name })}
          data-testid="renew-accept"
        />
        {error && (
          <Alert variant="danger" role="alert" data-testid="renew-error">
            {error}
          </Alert>
        )}
        <div className="d-flex flex-wrap gap-2">
          <Button
            variant="success"
            disabled={!accepted || busy}
            onClick={() => void renew()}
            data-testid="renew-confirm"
          >
            {busy ? t('Service.Saving') : (confirmLabel ?? t('Service.Renew.Confirm'))}
          </Button>
          <Link to="?" className="btn btn-outline-secondary" data-testid="renew-back">
            {t('Service.Renew.OtherPlans')}
          </Link>
        </div>
      </Card.Body>
    </Card>
  );
}
