import { Card, Col, Row } from 'react-bootstrap';
import { DataSection } from '../../components/ui/data-section';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSelectedEnrollment } from '../enrollments';
import { PAYMENT_HELP_PATH } from '../payment-help';
import { useCharges } from './api/charges';
import { useStatementSummary } from './api/statement-summary';
import { useStatements } from './api/statements';
import { ChargesTable } from './charges-table';
import { PlanDocuments } from './plan-documents';
import { StatementsTable } from './statements-table';
import { SummaryCard } from './summary-card';

/** Route /billing: summary, statements with PDFs, itemised charges and the plan's documents. */
export default function BillingPage() {
  const { t } = useTranslation();
  const { enrollment, emptyEnrollments } = useSelectedEnrollment();
  const id = enrollment?.id_enrollment ?? null;
  const summary = useStatementSummary(id);
  const statements = useStatements(id);
  const charges = useCharges(id);
  const [query] = useSearchParams();

  return (
    <section aria-labelledby="billing-title">
      <h1 id="billing-title" className="h3 mb-3">
        {t('Billing.Title')}
      </h1>
      {emptyEnrollments ? (
        <p className="text-body-secondary">{t('Home.NoEnrollments')}</p>
      ) : (
        <>
          <Row className="g-4 mb-4">
            <Col lg={5}>
              <SummaryCard summary={summary}>
                <Link
                  to={PAYMENT_HELP_PATH}
                  className="d-inline-block mt-3"
                  data-testid="billing-payment-help"
                >
                  {t('PaymentHelp.Link')}
                </Link>
              </SummaryCard>
            </Col>
            <Col lg={7}>
              <Card className="border-0 shadow-sm h-100">
                <Card.Body>
                  <Card.Title as="h2" className="h5">
                    {t('Billing.Documents')}
                  </Card.Title>
                  <PlanDocuments planId={enrollment?.plans[0]?.id_plan ?? null} />
                </Card.Body>
              </Card>
            </Col>
          </Row>
          <DataSection
            unavailableText={t('Billing.Unavailable')}
            title={t('Billing.Statements')}
            state={statements}
          >
            {(list) => (
              <StatementsTable enrollmentId={id!} statements={list} target={query.get('statement')} />
            )}
          </DataSection>
          <DataSection
            unavailableText={t('Billing.Unavailable')}
            title={t('Billing.Charges')}
            state={charges}
          >
            {(list) => <ChargesTable charges={list} />}
          </DataSection>
        </>
      )}
    </section>
  );
}
