import { useEffect, useState } from 'react';
import { Alert, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../lib/error-text';
import { resetPassword, validateResetHash } from './api';
import { type FieldErrors, serverFieldErrors } from './field-errors';
import { NewPasswordFields, newPasswordErrors } from './new-password-fields';
import { RecoveryCard } from './recovery-card';

type Stage = 'checking' | 'invalid' | 'form' | 'done';

/** /reset-password?hash=…: checks the link first, then takes the new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const hash = params.get('hash') ?? '';
  const [stage, setStage] = useState<Stage>(hash ? 'checking' : 'invalid');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!hash) return;
    let active = true;
    validateResetHash(hash)
      .then((valid) => active && setStage(valid ? 'form' : 'invalid'))
      .catch(() => active && setStage('invalid'));
    return () => {
      active = false;
    };
  }, [hash]);

  async function submit() {
    setError(null);
    const clientErrors = newPasswordErrors(t, password, confirm);
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0) return;
    setSubmitting(true);
    try {
      await resetPassword({ newPassword: password, SecurityToken: hash });
      setStage('done');
    } catch (failure) {
      const fields = serverFieldErrors(t, failure);
      // The link expired or was used while the form was open.
      if (fields.SecurityToken) setStage('invalid');
      else if (fields.newPassword) setErrors(fields);
      else setError(errorText(t, failure));
    } finally {
      setSubmitting(false);
    }
  }

  if (stage === 'checking') {
    return (
      <RecoveryCard title={t('Recovery.ResetTitle')}>
        <p role="status" className="mb-0">
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          {t('Recovery.CheckingLink')}
        </p>
      </RecoveryCard>
    );
  }
  if (stage === 'invalid') {
    return (
      <RecoveryCard title={t('Recovery.LinkExpiredTitle')}>
        <Alert variant="warning" data-testid="reset-link-invalid">
          {t('Recovery.LinkExpiredText')}
        </Alert>
        <Link to="/forgot-password" className="btn btn-primary w-100">
          {t('Recovery.AskAgain')}
        </Link>
      </RecoveryCard>
    );
  }
  if (stage === 'done') {
    return (
      <RecoveryCard title={t('Recovery.ResetDoneTitle')}>
        <Alert variant="success" data-testid="reset-done">
          {t('Recovery.ResetDoneText')}
        </Alert>
      </RecoveryCard>
    );
  }
  return (
    <RecoveryCard
      title={t('Recovery.ResetTitle')}
      subtitle={t('Recovery.ResetText')}
      error={error}
      submitting={submitting}
      submitLabel={t('Recovery.ResetSubmit')}
      onSubmit={() => void submit()}
    >
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={errors}
        userInputs={[]}
      />
    </RecoveryCard>
  );
}
