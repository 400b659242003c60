import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth';

/** /profile: the signed-in customer's profile, read-only (editing arrives with the profile feature). */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  const name = [user.first_name, user.last_name].filter((part) => part.trim()).join(' ');
  const rows: [string, string][] = [
    [t('Profile.Name'), name || user.customer_name || '-'],
    [t('Profile.UserName'), user.user_name],
    [t('Profile.Email'), user.email || '-'],
    [t('Profile.AlternativeEmail'), user.alternative_email || '-'],
    [t('Profile.Phone'), user.phone || '-'],
    [t('Profile.Language'), t(user.id_prefered_language === 'es' ? 'Language.Spanish' : 'Language.English')],
  ];
  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title" className="h3 mb-3">
        {t('Profile.Title')}
      </h1>
      <Card className="border-0 shadow-sm profile-card">
        <Card.Body>
          <dl className="row mb-0" data-testid="profile-details">
            {rows.map(([label, value]) => (
              <div key={label} className="contents-row">
                <dt className="col-sm-4">{label}</dt>
                <dd className="col-sm-8">{value}</dd>
              </div>
            ))}
          </dl>
        </Card.Body>
      </Card>
      <p id="link-account" className="text-body-secondary mt-3 mb-0">
        {t('Profile.LinkAccountHint')}
      </p>
    </section>
  );
}
