import type { PricedPlan, RenewalOffer } from '@myaccount/contract';
import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { OfferCard } from './offer-card';

interface OfferListProps {
  /** Cheapest estimate first, as the server ranks them; a re-enrolment offer may be a winback. */
  offers: (RenewalOffer & { winback?: boolean })[];
  /** Staying put: the month-to-month plan each offer is compared with. */
  stay: PricedPlan | null;
  /** A re-enrolment: offers are compared with the month-to-month plan, not with staying. */
  reenrol?: boolean;
}

/** The offers of a renewal or a re-enrolment, one card each; "lowest" only when there is a choice. */
export function OfferList({ offers, stay, reenrol = false }: OfferListProps) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="h5 mt-4">{t('Service.Renew.OffersTitle')}</h2>
      <Row className="g-4 list-unstyled" as="ul" role="list" aria-label={t('Service.Renew.OffersTitle')}>
        {offers.map((offer, i) => (
          <Col as="li" md={6} key={offer.id_plan}>
            <OfferCard
              offer={offer}
              stay={stay}
              lowest={i === 0 && offers.length > 1}
              winback={offer.winback}
              reenrol={reenrol}
            />
          </Col>
        ))}
      </Row>
    </>
  );
}
