import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { LoginCard } from './login-card';
import { FormField } from '../../../components/ui/form-field';

interface CodeStepProps {
  error: string | null;
  submitting: boolean;
  onSubmit: (code: string) => void;
  onRestart: () => void;
}

/**
 * The second step of a sign-in with two-step verification on (issue 17): the code from the
 * authenticator app, or a recovery code. Pasting and autofill work (`one-time-code`); the error
 * is announced (the card's alert).
 */
export function CodeStep({ error, submitting, onSubmit, onRestart }: CodeStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  return (
    <LoginCard
      title={t('TwoStep.SignInTitle')}
      subtitle={t('TwoStep.SignInPrompt')}
      error={error}
      submitting={submitting}
      submitTestId="two-step-submit"
      onSubmit={() => onSubmit(code.trim())}
      footer={
        <Button variant="link" size="sm" onClick={onRestart} data-testid="two-step-restart">
          {t('TwoStep.StartAgain')}
        </Button>
      }
    >
      <FormField
        id="one-time-code"
        label={t('TwoStep.Code')}
        value={code}
        onChange={setCode}
        autoComplete="one-time-code"
        autoFocus
      />
    </LoginCard>
  );
}
