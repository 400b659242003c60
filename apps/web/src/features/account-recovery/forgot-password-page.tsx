import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { forgotPassword } from './api';
import type { FieldErrors } from './field-errors';
import { FormField } from '../../components/ui/form-field';
import { RecoveryCard } from './recovery-card';
import { looksLikeEmail, useForgotSubmit } from './use-forgot-submit';

/** /forgot-password: asks for a reset link; the answer never says whether the account exists. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const { submit, submitting, sent, error, fieldErrors } = useForgotSubmit((brandId) =>
    forgotPassword({ brandId, username: username.trim(), email: email.trim() }),
  );

  if (sent) {
    return (
      <RecoveryCard title={t('Recovery.CheckEmailTitle')}>
        <Alert variant="success" data-testid="forgot-password-sent">
          {t('Recovery.PasswordLinkSent')}
        </Alert>
      </RecoveryCard>
    );
  }

  function validate(): FieldErrors {
    const errors: FieldErrors = {};
    if (!username.trim()) errors.username = t('Recovery.UsernameRequired');
    if (!looksLikeEmail(email)) errors.email = t('Recovery.EmailInvalid');
    return errors;
  }

  return (
    <RecoveryCard
      title={t('Recovery.ForgotPasswordTitle')}
      subtitle={t('Recovery.ForgotPasswordText')}
      error={error}
      submitting={submitting}
      submitLabel={t('Recovery.SendLink')}
      onSubmit={() => void submit(validate())}
    >
      <FormField
        id="username"
        label={t('Login.Username')}
        value={username}
        onChange={setUsername}
        error={fieldErrors.username}
        autoComplete="username"
        autoFocus
      />
      <FormField
        id="email"
        type="email"
        label={t('Profile.Email')}
        value={email}
        onChange={setEmail}
        error={fieldErrors.email}
        autoComplete="email"
      />
    </RecoveryCard>
  );
}
