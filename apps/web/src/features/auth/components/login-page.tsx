import { lazy, Suspense } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginSubmit } from '../use-login-submit';
import { usePasskeySignIn } from '../use-passkey-sign-in';
import { CodeStep } from './code-step';
import { LoginCard } from './login-card';
import { FormField } from '../../../components/ui/form-field';
import { useFieldTypedBeforeStart } from '../../../lib/prerendered-page';

// Issue 17: only customers of a brand that requires two-step verification, once, enrol here:
// its code (QR, recovery codes) loads when needed, not with the sign-in page.
const EnrolmentAtSignIn = lazy(() =>
  import('../../two-step').then((module) => ({ default: module.EnrolmentAtSignIn })),
);

/** Customer sign-in (route /login). */
export default function LoginPage() {
  const { t } = useTranslation();
  const { submit, submitting, error, twoStepToken, enrolmentToken, restart } = useLoginSubmit();
  const { signInWithPasskey, passkeyError } = usePasskeySignIn(submit);
  // The page may have been on screen before the scripts ran (pre-rendered): keep what was typed.
  const [username, setUsername] = useFieldTypedBeforeStart('username');
  const [password, setPassword] = useFieldTypedBeforeStart('password');

  if (enrolmentToken) {
    return (
      <Suspense fallback={<Spinner animation="border" role="status" aria-label={t('Common.Loading')} />}>
        <EnrolmentAtSignIn
          enrolmentToken={enrolmentToken}
          error={error}
          submitting={submitting}
          onFinish={() => void submit({ kind: 'two-step-enrolled', enrolmentToken })}
          onRestart={restart}
        />
      </Suspense>
    );
  }
  if (twoStepToken) {
    return (
      <CodeStep
        error={error}
        submitting={submitting}
        onSubmit={(code) => void submit({ kind: 'two-step', twoStepToken, code })}
        onRestart={restart}
      />
    );
  }
  return (
    <LoginCard
      title={t('Login.Title')}
      subtitle={t('Login.Subtitle')}
      error={error ?? passkeyError}
      submitting={submitting}
      submitTestId="login-submit"
      onSubmit={() => void submit({ kind: 'customer', username: username.trim(), password })}
      alternative={
        <div className="login-alternative mt-3">
          <p className="text-center text-body-secondary small mb-2">{t('Login.Or')}</p>
          <Button
            variant="outline-primary"
            className="w-100"
            disabled={submitting}
            onClick={() => void signInWithPasskey()}
            data-testid="passkey-sign-in"
          >
            {t('Login.WithPasskey')}
          </Button>
        </div>
      }
      footer={
        <>
          <div className="d-flex justify-content-between mb-3">
            <Link to="/forgot-password">{t('Login.ForgotPassword')}</Link>
            <Link to="/forgot-username">{t('Login.ForgotUsername')}</Link>
          </div>
          <Link to="/login/agent">{t('Login.AgentLink')}</Link>
        </>
      }
    >
      <FormField
        id="username"
        label={t('Login.Username')}
        value={username}
        onChange={setUsername}
        // `webauthn`: the browser may offer this site's passkeys among the suggestions.
        autoComplete="username webauthn"
        autoFocus
      />
      <FormField
        id="password"
        type="password"
        label={t('Login.Password')}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
    </LoginCard>
  );
}
