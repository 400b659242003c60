import type { TwoStepSetup } from '@myaccount/contract';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { CodeField } from './code-field';

interface EnrolFormProps {
  setup: TwoStepSetup;
  /** Sends the first code; answers the recovery codes (Profile, or an enrolment at sign-in). */
  confirm: (code: string) => Promise<string[]>;
  onConfirmed: (recoveryCodes: string[]) => void;
  /** Absent at a sign-in the brand requires it for: there is no skipping it. */
  onCancel?: () => void;
}

/** The key's groups of four, as apps print them: easier to type from the screen. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Scan the QR code (or type the key), then confirm with the app's first code. */
export function EnrolForm({ setup, confirm: send, onConfirmed, onCancel }: EnrolFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function confirm() {
    setSaving(true);
    setError(undefined);
    try {
      onConfirmed(await send(code.trim()));
    } catch (failure) {
      setError(errorText(t, failure, t('TwoStep.ConfirmFailed')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form noValidate onSubmit={(event) => (event.preventDefault(), void confirm())} aria-busy={saving}>
      <ol className="ps-3">
        <li>{t('TwoStep.ScanStep')}</li>
        <li>{t('TwoStep.ConfirmStep')}</li>
      </ol>
      <img
        className="two-step-qr d-block mb-2 bg-white p-1"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={t('TwoStep.QrAlt')}
        width={180}
        height={180}
      />
      <p className="small mb-1">{t('TwoStep.ManualKey')}</p>
      <p>
        <code className="fs-6 text-break text-body" data-testid="two-step-secret">
          {grouped(setup.secret)}
        </code>
      </p>
      <CodeField
        id="two-step-confirm-code"
        label={t('TwoStep.Code')}
        value={code}
        onChange={setCode}
        error={error}
      />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={saving || !code.trim()} data-testid="two-step-confirm">
          {t('TwoStep.TurnOn')}
        </Button>
        {onCancel && (
          <Button variant="outline-secondary" onClick={onCancel}>
            {t('Common.Cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}
