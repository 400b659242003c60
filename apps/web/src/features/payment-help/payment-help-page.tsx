import { useTranslation } from 'react-i18next';
import { useSelectedEnrollment } from '../enrollments';
import { AverageBillingSection } from './average-billing-section';
import { DeferredPlanSection } from './deferred-plan-section';
import { ExtensionSection } from './extension-section';

/**
 * Route /payment-help (issue 15): what a customer short of money can do in the portal instead
 * of phoning — each option says up front whether it is open to them, and why not.
 */
export default function PaymentHelpPage() {
  const { t } = useTranslation();
  const { enrollment } = useSelectedEnrollment();
  return (
    <section aria-labelledby="payment-help-title">
      <h1 id="payment-help-title" className="h3 mb-2">
        {t('PaymentHelp.Title')}
      </h1>
      <p className="text-body-secondary mb-4">{t('PaymentHelp.Intro')}</p>
      {!enrollment && <p className="text-body-secondary">{t('Common.Loading')}</p>}
      {enrollment && (
        <div key={enrollment.id_enrollment}>
          <ExtensionSection enrollmentId={enrollment.id_enrollment} />
          <DeferredPlanSection enrollmentId={enrollment.id_enrollment} />
          <AverageBillingSection enrollmentId={enrollment.id_enrollment} />
        </div>
      )}
    </section>
  );
}
