import { marketToday } from '@myaccount/contract';
import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../auth';
import { useBrand } from '../brand';
import { accountLabel, commodityOf, useSelectedEnrollment } from '../enrollments';
import { AccountAccess } from './account-access';
import { ApiTokens } from './api-tokens';
import { CsvDownloads } from './csv-downloads';
import { GreenButtonDownload } from './green-button-download';
import { GreenButtonMark } from './green-button-mark';

/**
 * Route /my-data: Green Button Download My Data. The customer sees whose data and which
 * meter the file is for before downloading it (Green Button user-experience tests).
 */
export default function MyDataPage() {
  const { t, i18n } = useTranslation();
  const user = useProfile();
  const brand = useBrand();
  const { enrollment, emptyEnrollments } = useSelectedEnrollment();
  if (emptyEnrollments) return <p className="text-body-secondary">{t('Home.NoEnrollments')}</p>;
  if (!enrollment || !user) return <p className="text-body-secondary">{t('Billing.Loading')}</p>;

  const name =
    [user.first_name, user.last_name].filter((part) => part.trim()).join(' ') || user.customer_name;
  const address = enrollment.service_address;
  const gas = commodityOf(enrollment).kind === 'gas';
  const details: [string, string][] = [
    [t('MyData.Name'), name],
    [
      t('MyData.ServiceAddress'),
      [address.address_1, address.address_2, address.city, address.state, address.correspondence_zip]
        .filter((part) => part.trim())
        .join(', '),
    ],
    [t('MyData.Meter'), accountLabel(enrollment, null, i18n.language)],
    [t('MyData.Service'), gas ? t('MyData.Gas') : t('MyData.Electricity')],
  ];

  return (
    <section aria-labelledby="my-data-title">
      <div className="d-flex align-items-center gap-3 mb-3">
        <GreenButtonMark />
        <h1 id="my-data-title" className="h3 mb-0">
          {t('MyData.Title')}
        </h1>
      </div>
      <p>{t('MyData.Intro')}</p>
      <Card className="border-0 shadow-sm mb-4">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            {t('MyData.WhoseData')}
          </Card.Title>
          <dl className="row mb-0" data-testid="my-data-details">
            {details.map(([label, value]) => (
              <div key={label} className="col-12 col-md-6 mb-2">
                <dt className="small text-body-secondary fw-normal">{label}</dt>
                <dd className="mb-0 text-break">{value}</dd>
              </div>
            ))}
          </dl>
        </Card.Body>
      </Card>
      <Card className="border-0 shadow-sm mb-4">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            {t('MyData.GreenButtonTitle')}
          </Card.Title>
          <p className="small text-body-secondary">{gas ? t('MyData.GasHint') : t('MyData.ElectricHint')}</p>
          <GreenButtonDownload
            key={enrollment.id_enrollment}
            enrollmentId={enrollment.id_enrollment}
            gas={gas}
            brandShortName={brand?.short_name ?? ''}
            today={marketToday()}
          />
        </Card.Body>
      </Card>
      <CsvDownloads
        key={`csv-${enrollment.id_enrollment}`}
        enrollmentId={enrollment.id_enrollment}
        unit={enrollment.plans[0]?.utilities[0]?.uom || 'kWh'}
      />
      <AccountAccess customerId={user.id_customer} agentMode={Boolean(user.cc_un?.trim())} />
      <ApiTokens customerId={user.id_customer} agentMode={Boolean(user.cc_un?.trim())} />
    </section>
  );
}
