import type { CustomerProfile } from '@myaccount/contract';
import { useState } from 'react';
import { Button, Card, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useProfile } from '../auth';
import { LinkAccountModal } from '../link-accounts';
import { PasskeysCard } from '../passkeys';
import { TwoStepCard } from '../two-step';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

const LINK_HASH = '#link-account';

const fullName = (user: CustomerProfile) =>
  [user.first_name, user.last_name].filter((part) => part.trim()).join(' ') || user.customer_name;

/** /profile: profile form, password change and, at #link-account, the link-account modal. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useProfile();
  const location = useLocation();
  const navigate = useNavigate();
  const [linkOpen, setLinkOpen] = useState(false);
  // The user menu's "Link another account" lands here with the hash: that opens the modal.
  const showLink = linkOpen || location.hash === LINK_HASH;

  function closeLink() {
    setLinkOpen(false);
    if (location.hash === LINK_HASH)
      void navigate({ pathname: location.pathname, hash: '' }, { replace: true });
  }

  if (!user) return null;
  // Agent mode (cc_un set): the agent may not change the customer's password or passkeys.
  const agentMode = user.cc_un.trim() !== '';
  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title" className="h3 mb-3">
        {t('Profile.Title')}
      </h1>
      <Row className="g-3">
        <Col lg={7}>
          <Card className="border-0 shadow-sm profile-card h-100">
            <Card.Body>
              <h2 className="h5 mb-1">{t('Profile.DetailsTitle')}</h2>
              {/* Name and contact as the account holds them; the name is not editable here. */}
              <p className="text-body-secondary mb-3" data-testid="profile-details">
                {[fullName(user), user.user_name, user.email].filter(Boolean).join(' · ')}
              </p>
              <ProfileForm key={`${user.id_customer}-${user.user_name}`} user={user} />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5}>
          {!agentMode && (
            <Card className="border-0 shadow-sm mb-3" data-testid="password-card">
              <Card.Body>
                <h2 className="h5 mb-3">{t('Password.ChangeTitle')}</h2>
                <PasswordForm user={user} />
              </Card.Body>
            </Card>
          )}
          {!agentMode && <PasskeysCard customerId={user.id_customer} />}
          {!agentMode && <TwoStepCard customerId={user.id_customer} />}
          <Card className="border-0 shadow-sm" id="link-account">
            <Card.Body>
              <h2 className="h5">{t('LinkAnotherAccount.Title')}</h2>
              <p className="text-body-secondary">{t('Profile.LinkAccountHint')}</p>
              <Button
                variant="outline-primary"
                onClick={() => setLinkOpen(true)}
                data-testid="open-link-account"
              >
                {t('LinkAnotherAccount.Open')}
              </Button>
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <LinkAccountModal show={showLink} onHide={closeLink} />
    </section>
  );
}
