import type { ReactNode } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSelectedEnrollment } from '../enrollments';
import { getCharges, getStatementSummary, getStatements } from './api/billing-api';
import { ChargesTable } from './charges-table';
import { PlanDocuments } from './plan-documents';
import { StatementsTable } from './statements-table';
import { SummaryCard } from './summary-card';
import { type DataState, useEnrollmentData } from './use-enrollment-data';

function Section<T>({
  title,
  state,
  children,
}: {
  title: string;
  state: DataState<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card className="border-0 shadow-sm mb-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {title}
        </Card.Title>
        {state.status === 'loading' && <p className="text-body-secondary mb-0">{t('Billing.Loading')}</p>}
        {state.status === 'failed' && <p className="text-body-secondary mb-0">{t('Billing.Unavailable')}</p>}
        {state.status === 'ready' && children(state.data)}
      </Card.Body>
    </Card>
  );
}

/** Route /billing: summary, statements with PDFs, itemised charges and the plan's documents. */
export default function BillingPage() {
  const { t } = useTranslation();
  const { enrollment, emptyEnrollments } = useSelectedEnrollment();
  const id = enrollment?.id_enrollment ?? null;
  const summary = useEnrollmentData(id, getStatementSummary);
  const statements = useEnrollmentData(id, getStatements);
  const charges = useEnrollmentData(id, getCharges);

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
              <SummaryCard summary={summary} />
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
          <Section title={t('Billing.Statements')} state={statements}>
            {(list) => <StatementsTable enrollmentId={id!} statements={list} />}
          </Section>
          <Section title={t('Billing.Charges')} state={charges}>
            {(list) => <ChargesTable charges={list} />}
          </Section>
        </>
      )}
    </section>
  );
}
