import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { forgotUsername } from './api';
import { FormField } from '../../components/ui/form-field';
import { RecoveryCard } from './recovery-card';
import { looksLikeEmail, useForgotSubmit } from './use-forgot-submit';

/** /forgot-username: mails the user names registered to an e-mail address. */
export default function ForgotUsernamePage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const { submit, submitting, sent, error, fieldErrors } = useForgotSubmit((brandId) =>
    forgotUsername({ brandId, email: email.trim() }),
  );

  if (sent) {
    return (
      <RecoveryCard title={t('Recovery.CheckEmailTitle')}>
        <Alert variant="success" data-testid="forgot-username-sent">
          {t('Recovery.UsernameSent')}
        </Alert>
      </RecoveryCard>
    );
  }

  return (
    <RecoveryCard
      title={t('Recovery.ForgotUsernameTitle')}
      subtitle={t('Recovery.ForgotUsernameText')}
      error={error}
      submitting={submitting}
      submitLabel={t('Recovery.SendUsername')}
      onSubmit={() => void submit(looksLikeEmail(email) ? {} : { email: t('Recovery.EmailInvalid') })}
    >
      <FormField
        id="email"
        type="email"
        label={t('Profile.Email')}
        value={email}
        onChange={setEmail}
        error={fieldErrors.email}
        autoComplete="email"
        autoFocus
      />
    </RecoveryCard>
  );
}
