import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePlanDocuments } from './api/plan-documents';

/** The plan's documents as plain download links (they are public, decision 0005). */
export function PlanDocuments({ planId }: { planId: number | null }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language.startsWith('es') ? 'es' : 'en';
  const docs = usePlanDocuments(planId, language);
  if (docs.status === 'loading') return <p className="text-body-secondary mb-0">{t('Billing.Loading')}</p>;
  if (!docs.data?.length) return <p className="text-body-secondary mb-0">{t('Billing.NoDocuments')}</p>;
  return (
    <ul className="list-unstyled mb-0" data-testid="plan-documents">
      {docs.data.map((d) => (
        <li key={d.url} className="py-1">
          <a href={d.url} download={d.download_name} className="d-inline-flex align-items-center gap-2">
            <FileText size={16} aria-hidden="true" />
            {d.description}
          </a>
        </li>
      ))}
    </ul>
  );
}
