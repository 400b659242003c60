import { Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Agent mode (spec §6: a non-blank cc_un) must be impossible to miss. */
export function AgentBanner({ agentName }: { agentName: string }) {
  const { t } = useTranslation();
  return (
    <div className="agent-banner text-center small py-1 px-2" role="note">
      <Headset size={16} className="me-1 align-text-bottom" aria-hidden="true" />
      <span data-testid="agent-mode" className="fw-semibold">
        {t('TopBar.AgentMode', { agent: agentName })}
      </span>
    </div>
  );
}
