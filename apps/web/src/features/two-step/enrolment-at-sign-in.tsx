import type { TwoStepSetup } from '@myaccount/contract';
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { confirmEnrolmentAtSignIn, startEnrolmentAtSignIn } from './api';
import { EnrolForm } from './enrol-form';
import { RecoveryCodes } from './recovery-codes';

export interface EnrolmentAtSignInProps {
  enrolmentToken: string;
  /** The error of the last step (finishing the sign-in), announced. */
  error: string | null;
  submitting: boolean;
  /** The codes are saved: spend the token for the session. */
  onFinish: () => void;
  /** Back to the password. */
  onRestart: () => void;
}

/**
 * Issue 17: the brand requires two-step verification and this customer has none. Between the
 * password and the session: scan the QR code (or type the key), confirm with the app's first
 * code, then the recovery codes, which must be saved before the sign-in goes on.
 */
export function EnrolmentAtSignIn({
  enrolmentToken,
  error,
  submitting,
  onFinish,
  onRestart,
}: EnrolmentAtSignInProps) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let active = true;
    startEnrolmentAtSignIn(enrolmentToken).then(
      (loaded) => active && setSetup(loaded),
      (failure: unknown) => active && setLoadError(errorText(t, failure, t('TwoStep.StartFailed'))),
    );
    return () => {
      active = false;
    };
  }, [enrolmentToken, t]);

  const shownError = loadError ?? error;
  return (
    <Card className="login-card shadow-sm border-0 w-100" data-testid="two-step-enrolment">
      <Card.Body className="p-4">
        <h1 className="h4 mb-1">{codes ? t('TwoStepEnrol.CodesTitle') : t('TwoStepEnrol.Title')}</h1>
        <p className="text-body-secondary mb-3">{codes ? t('TwoStep.TurnedOn') : t('TwoStepEnrol.Why')}</p>
        {shownError && (
          <Alert variant="danger" role="alert" data-testid="login-error">
            {shownError}
          </Alert>
        )}
        {!setup && !loadError && (
          <Spinner animation="border" size="sm" role="status">
            <span className="visually-hidden">{t('Common.Loading')}</span>
          </Spinner>
        )}
        {setup && !codes && (
          <EnrolForm
            setup={setup}
            confirm={async (code) => (await confirmEnrolmentAtSignIn(enrolmentToken, code)).recoveryCodes}
            onConfirmed={setCodes}
          />
        )}
        {codes && (
          <div data-testid="two-step-recovery-codes">
            <RecoveryCodes codes={codes}>
              <Form onSubmit={(event) => (event.preventDefault(), onFinish())} aria-busy={submitting}>
                <Form.Check
                  id="two-step-codes-saved"
                  className="mb-3"
                  label={t('TwoStep.CodesSaved')}
                  checked={saved}
                  onChange={(event) => setSaved(event.target.checked)}
                />
                <Button type="submit" disabled={!saved || submitting} data-testid="two-step-enrolment-finish">
                  {t('TwoStepEnrol.Continue')}
                </Button>
              </Form>
            </RecoveryCodes>
          </div>
        )}
        {!codes && (
          <div className="mt-4 text-center small">
            <Button variant="link" size="sm" onClick={onRestart} data-testid="two-step-restart">
              {t('TwoStep.StartAgain')}
            </Button>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
