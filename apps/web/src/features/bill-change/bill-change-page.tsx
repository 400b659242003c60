import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { billVerifyPath } from '../bill-verify';
import { useSelectedEnrollment } from '../enrollments';
import { useStatementChange } from './statement-change';
import { BillChangePanel } from './bill-change-panel';

/** Route /billing/change/:token: why one statement of the selected enrollment changed. */
export default function BillChangePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { enrollment } = useSelectedEnrollment();
  const id = enrollment?.id_enrollment ?? null;
  const change = useStatementChange(id, token);
  return (
    <section aria-labelledby="bill-change-title">
      <h1 id="bill-change-title" className="h3 mb-3">
        {t('BillChange.Title')}
      </h1>
      <Card className="border-0 shadow-sm mb-4">
        <Card.Body>
          {change.status === 'loading' && <p className="text-body-secondary mb-0">{t('Common.Loading')}</p>}
          {change.status === 'failed' && (
            <p className="text-body-secondary mb-0">{t('BillChange.Unavailable')}</p>
          )}
          {change.status === 'ready' && <BillChangePanel change={change.data} />}
        </Card.Body>
      </Card>
      <div className="d-flex flex-wrap gap-3">
        <Link to="/billing">{t('BillChange.BackToBilling')}</Link>
        <Link to={billVerifyPath(token)} data-testid="bill-change-verify">
          {t('BillVerify.Link')}
        </Link>
      </div>
    </section>
  );
}
