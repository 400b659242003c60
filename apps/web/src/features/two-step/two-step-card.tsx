import type { TwoStepSetup, TwoStepStatus } from '@myaccount/contract';
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { errorText } from '../../lib/error-text';
import { confirmTwoStep, getTwoStepStatus, startTwoStep, turnOffTwoStep } from './api';
import { CodeField } from './code-field';
import { EnrolForm } from './enrol-form';
import { RecoveryCodes } from './recovery-codes';

type Stage =
  | { kind: 'idle' }
  | { kind: 'enrolling'; setup: TwoStepSetup }
  | { kind: 'codes'; recoveryCodes: string[] }
  | { kind: 'turning-off' };

/**
 * Profile › Two-step verification (issue 17): optional. On, the sign-in asks for a code from
 * an authenticator app after the password; ten recovery codes, shown once, stand in for a
 * lost phone. Turning it off takes a current code.
 */
export function TwoStepCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TwoStepStatus | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    getTwoStepStatus(customerId).then(
      (loaded) => active && setStatus(loaded),
      () => active && setError(t('TwoStep.LoadFailed')),
    );
    return () => {
      active = false;
    };
  }, [customerId, t]);

  async function begin() {
    setBusy(true);
    try {
      setStage({ kind: 'enrolling', setup: await startTwoStep(customerId) });
    } catch (failure) {
      toast.error(errorText(t, failure, t('TwoStep.StartFailed')));
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    setError(undefined);
    try {
      await turnOffTwoStep(customerId, code.trim());
      setStatus({ enabled: false, recoveryCodesLeft: 0 });
      setStage({ kind: 'idle' });
      setCode('');
      toast.success(t('TwoStep.TurnedOff'));
    } catch (failure) {
      setError(errorText(t, failure, t('TwoStep.TurnOffFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="border-0 shadow-sm mb-3" data-testid="two-step-card">
      <Card.Body>
        <h2 className="h5">{t('TwoStep.Title')}</h2>
        <p className="text-body-secondary">{t('TwoStep.Hint')}</p>
        {status === null && !error && (
          <Spinner animation="border" size="sm" role="status">
            <span className="visually-hidden">{t('Common.Loading')}</span>
          </Spinner>
        )}
        {stage.kind === 'codes' && (
          <div data-testid="two-step-recovery-codes">
            <Alert variant="success">{t('TwoStep.TurnedOn')}</Alert>
            <RecoveryCodes codes={stage.recoveryCodes}>
              <Button onClick={() => setStage({ kind: 'idle' })} data-testid="two-step-codes-saved">
                {t('TwoStep.CodesSaved')}
              </Button>
            </RecoveryCodes>
          </div>
        )}
        {stage.kind === 'enrolling' && (
          <EnrolForm
            setup={stage.setup}
            confirm={async (code) => (await confirmTwoStep(customerId, code)).recoveryCodes}
            onCancel={() => setStage({ kind: 'idle' })}
            onConfirmed={(recoveryCodes) => {
              setStatus({ enabled: true, recoveryCodesLeft: recoveryCodes.length });
              setStage({ kind: 'codes', recoveryCodes });
            }}
          />
        )}
        {stage.kind === 'idle' && status && !status.enabled && (
          <Button
            variant="outline-primary"
            onClick={() => void begin()}
            disabled={busy}
            data-testid="two-step-start"
          >
            {t('TwoStep.Start')}
          </Button>
        )}
        {stage.kind === 'idle' && status?.enabled && (
          <>
            <p data-testid="two-step-on">
              <strong>{t('TwoStep.IsOn')}</strong>{' '}
              {t('TwoStep.RecoveryCodesLeft', { count: status.recoveryCodesLeft })}
            </p>
            <Button
              variant="outline-danger"
              onClick={() => setStage({ kind: 'turning-off' })}
              data-testid="two-step-off"
            >
              {t('TwoStep.TurnOff')}
            </Button>
          </>
        )}
        {stage.kind === 'turning-off' && (
          <Form noValidate onSubmit={(event) => (event.preventDefault(), void turnOff())} aria-busy={busy}>
            <CodeField
              id="two-step-off-code"
              label={t('TwoStep.CodeOrRecovery')}
              value={code}
              onChange={setCode}
              error={error}
            />
            <div className="d-flex flex-wrap gap-2">
              <Button
                type="submit"
                variant="danger"
                disabled={busy || !code.trim()}
                data-testid="two-step-off-confirm"
              >
                {t('TwoStep.TurnOff')}
              </Button>
              <Button
                variant="outline-secondary"
                onClick={() => (setStage({ kind: 'idle' }), setError(undefined))}
              >
                {t('Common.Cancel')}
              </Button>
            </div>
          </Form>
        )}
        {error && stage.kind === 'idle' && <p role="alert">{error}</p>}
      </Card.Body>
    </Card>
  );
}
