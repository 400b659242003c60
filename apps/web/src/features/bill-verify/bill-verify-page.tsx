import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { billChangePath } from '../bill-change';
import { useSelectedEnrollment } from '../enrollments';
import { useStatementVerification } from './statement-verification';
import { VerifyPanel } from './verify-panel';

/** Route /billing/verify/:token: one statement of the selected enrollment, line by line. */
export default function BillVerifyPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { enrollment } = useSelectedEnrollment();
  const id = enrollment?.id_enrollment ?? null;
  const verification = useStatementVerification(id, token);
  return (
    <section aria-labelledby="bill-verify-title">
      <h1 id="bill-verify-title" className="h3 mb-1">
        {t('BillVerify.Title')}
      </h1>
      {verification.status === 'ready' && (
        <p className="text-body-secondary">
          {t('BillVerify.Subtitle', { number: verification.data.custStatementNum })}
        </p>
      )}
      <Card className="border-0 shadow-sm mb-4">
        <Card.Body>
          {verification.status === 'loading' && (
            <p className="text-body-secondary mb-0">{t('Common.Loading')}</p>
          )}
          {verification.status === 'failed' && (
            <p className="text-body-secondary mb-0">{t('BillVerify.Unavailable')}</p>
          )}
          {verification.status === 'ready' && <VerifyPanel verification={verification.data} />}
        </Card.Body>
      </Card>
      <div className="d-flex flex-wrap gap-3">
        <Link to="/billing">{t('BillVerify.BackToBilling')}</Link>
        <Link to={billChangePath(token)}>{t('BillVerify.WhyChanged')}</Link>
      </div>
    </section>
  );
}
