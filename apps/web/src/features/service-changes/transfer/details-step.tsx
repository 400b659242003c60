import type { PaymentMethod } from '@myaccount/contract';
import { Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { methodLabel } from '../../payments';
import { windowText } from '../drop/drop-rules';
import type { TransferForm } from './transfer-form';

type Patch = (changes: Partial<TransferForm>) => void;

/** Step 2: dates, meter, billing address and the stored payment method for the new service. */
export function DetailsStep(props: {
  form: TransferForm;
  patch: Patch;
  allowed: { first: string; last: string };
  methods: PaymentMethod[];
}) {
  const { form, patch, allowed, methods } = props;
  const { t, i18n } = useTranslation();
  const billing = (changes: Partial<TransferForm['billing']>) =>
    patch({ billing: { ...form.billing, ...changes } });
  return (
    <>
      <Row className="g-3 mb-3">
        <Col md={6}>
          <Form.Group controlId="transfer-end">
            <Form.Label>{t('Service.Transfer.EndDate')}</Form.Label>
            <Form.Control
              type="date"
              min={allowed.first}
              max={allowed.last}
              value={form.currentServiceEffectiveDate}
              onChange={(e) => patch({ currentServiceEffectiveDate: e.target.value })}
            />
            <Form.Text>{t('Service.Drop.DateWindow', windowText(allowed, i18n.language))}</Form.Text>
          </Form.Group>
        </Col>
        <Col md={6}>
          <Form.Group controlId="transfer-start">
            <Form.Label>{t('Service.Transfer.StartDate')}</Form.Label>
            <Form.Control
              type="date"
              min={form.currentServiceEffectiveDate || allowed.first}
              value={form.newServiceStartDate}
              onChange={(e) => patch({ newServiceStartDate: e.target.value })}
            />
          </Form.Group>
        </Col>
      </Row>
      <Form.Check
        className="mb-3"
        id="transfer-remove-meter"
        label={t('Service.RemoveMeter')}
        checked={form.removeMeter}
        onChange={(e) => patch({ removeMeter: e.target.checked })}
      />
      <fieldset className="mb-3">
        <legend className="h6">{t('Service.Transfer.Billing')}</legend>
        <Form.Check
          type="radio"
          id="billing-same"
          name="billing"
          label={t('Service.Transfer.BillingSame')}
          checked={form.billingSame}
          onChange={() => patch({ billingSame: true })}
        />
        <Form.Check
          type="radio"
          id="billing-other"
          name="billing"
          label={t('Service.Transfer.BillingOther')}
          checked={!form.billingSame}
          onChange={() => patch({ billingSame: false })}
        />
      </fieldset>
      {!form.billingSame && (
        <Row className="g-3 mb-3">
          <Col md={6}>
            <Form.Group controlId="billing-street">
              <Form.Label>{t('Service.Transfer.Street')}</Form.Label>
              <Form.Control
                value={form.billing.address}
                onChange={(e) => billing({ address: e.target.value })}
              />
            </Form.Group>
          </Col>
          <Col md={6}>
            <Form.Group controlId="billing-city">
              <Form.Label>{t('Service.Transfer.City')}</Form.Label>
              <Form.Control value={form.billing.city} onChange={(e) => billing({ city: e.target.value })} />
            </Form.Group>
          </Col>
          <Col xs={6}>
            <Form.Group controlId="billing-state">
              <Form.Label>{t('Service.Transfer.State')}</Form.Label>
              <Form.Control value={form.billing.state} onChange={(e) => billing({ state: e.target.value })} />
            </Form.Group>
          </Col>
          <Col xs={6}>
            <Form.Group controlId="billing-zip">
              <Form.Label>{t('Service.Transfer.Zip')}</Form.Label>
              <Form.Control
                value={form.billing.zipcode}
                inputMode="numeric"
                maxLength={5}
                onChange={(e) => billing({ zipcode: e.target.value })}
              />
            </Form.Group>
          </Col>
        </Row>
      )}
      <Form.Group controlId="transfer-payment">
        <Form.Label>{t('Service.Transfer.Payment')}</Form.Label>
        <Form.Select
          value={form.paymentProfileToken}
          onChange={(e) => patch({ paymentProfileToken: e.target.value })}
        >
          <option value="">{t('Service.Transfer.NoPayment')}</option>
          {methods.map((m) => (
            <option key={m.paymentProfileToken} value={m.paymentProfileToken}>
              {methodLabel(m, t)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </>
  );
}
