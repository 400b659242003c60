import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginSubmit } from '../use-login-submit';
import { LoginCard } from './login-card';
import { FormField } from '../../../components/ui/form-field';

/** Customer-support sign-in (route /login/agent): an agent acts for one customer. */
export default function AgentLoginPage() {
  const { t } = useTranslation();
  const { submit, submitting, error } = useLoginSubmit();
  const [agentUserName, setAgentUserName] = useState('');
  const [agentPassword, setAgentPassword] = useState('');
  const [customerUserName, setCustomerUserName] = useState('');

  function handleSubmit() {
    void submit({
      kind: 'agent',
      agentUserName: agentUserName.trim(),
      agentPassword,
      customerUserName: customerUserName.trim(),
    });
  }

  return (
    <LoginCard
      title={t('AgentLogin.Title')}
      subtitle={t('AgentLogin.Subtitle')}
      error={error}
      submitting={submitting}
      submitTestId="agent-login-submit"
      onSubmit={handleSubmit}
      footer={<Link to="/login">{t('AgentLogin.CustomerLink')}</Link>}
    >
      <FormField
        id="agent-username"
        label={t('AgentLogin.AgentUsername')}
        value={agentUserName}
        onChange={setAgentUserName}
        autoComplete="username"
        autoFocus
      />
      <FormField
        id="agent-password"
        type="password"
        label={t('AgentLogin.AgentPassword')}
        value={agentPassword}
        onChange={setAgentPassword}
        autoComplete="current-password"
      />
      <FormField
        id="customer-username"
        label={t('AgentLogin.CustomerUsername')}
        value={customerUserName}
        onChange={setCustomerUserName}
        autoComplete="off"
      />
    </LoginCard>
  );
}
