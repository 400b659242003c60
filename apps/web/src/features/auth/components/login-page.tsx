import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginSubmit } from '../use-login-submit';
import { LoginCard } from './login-card';
import { TextField } from './text-field';

/** Customer sign-in (route /login). */
export default function LoginPage() {
  const { t } = useTranslation();
  const { submit, submitting, error } = useLoginSubmit();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  return (
    <LoginCard
      title={t('Login.Title')}
      subtitle={t('Login.Subtitle')}
      error={error}
      submitting={submitting}
      submitTestId="login-submit"
      onSubmit={() => void submit({ kind: 'customer', username: username.trim(), password })}
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
      <TextField
        id="username"
        label={t('Login.Username')}
        value={username}
        onChange={setUsername}
        autoComplete="username"
        autoFocus
      />
      <TextField
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
