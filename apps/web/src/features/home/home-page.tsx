import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth';

/** Placeholder home (route /): greets the signed-in customer until the real home lands. */
export default function HomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  const name = [user.first_name, user.last_name].filter((part) => part.trim()).join(' ');

  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title" className="h3 mb-3" data-testid="home-welcome">
        {t('Home.Welcome', { name: user.first_name.trim() || user.user_name })}
      </h1>
      <Card className="home-summary border-0 shadow-sm">
        <Card.Body>
          <dl className="row mb-0">
            <dt className="col-sm-4">{t('Home.CustomerName')}</dt>
            <dd className="col-sm-8" data-testid="home-name">
              {name || '-'}
            </dd>
            <dt className="col-sm-4">{t('Home.UserName')}</dt>
            <dd className="col-sm-8 mb-0" data-testid="home-username">
              {user.user_name}
            </dd>
          </dl>
        </Card.Body>
      </Card>
      <p className="text-body-secondary mt-3 mb-0">{t('Home.ComingSoon')}</p>
    </section>
  );
}
