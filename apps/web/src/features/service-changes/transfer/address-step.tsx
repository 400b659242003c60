import type { City, County, MeterLookupResult, State } from '@myaccount/contract';
import { useEffect, useState } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { getCities, getCounties, getStates, lookupEsiid } from '../api';
import type { TransferForm } from './transfer-form';

type Patch = (changes: Partial<TransferForm>) => void;

/** Step 1: the new service address: state → county → city, street, ZIP, and its ESIID. */
export function AddressStep({ form, patch }: { form: TransferForm; patch: Patch }) {
  const { t } = useTranslation();
  const [states, setStates] = useState<State[]>([]);
  const [counties, setCounties] = useState<County[]>([]);
  const [cities, setCities] = useState<City[]>([]);
  const [results, setResults] = useState<MeterLookupResult[] | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    getStates()
      .then(setStates)
      .catch(() => setStates([]));
  }, []);
  useEffect(() => {
    setCounties([]);
    if (form.stateId !== null)
      getCounties(form.stateId)
        .then(setCounties)
        .catch(() => setCounties([]));
  }, [form.stateId]);
  useEffect(() => {
    setCities([]);
    if (form.countyId !== null)
      getCities(form.countyId)
        .then(setCities)
        .catch(() => setCities([]));
  }, [form.countyId]);

  async function search() {
    setLookupError(null);
    setSearching(true);
    try {
      const found = await lookupEsiid(form.address.trim(), form.zipcode.trim());
      setResults(found);
    } catch (error) {
      setResults(null);
      setLookupError(errorText(t, error, t('Service.Transfer.LookupFailed')));
    } finally {
      setSearching(false);
    }
  }

  const pick = (r: MeterLookupResult) => patch({ esiid: r.esiid, address: r.address, zipcode: r.zipcode });

  return (
    <>
      <Row className="g-3 mb-3">
        <Col md={4}>
          <Form.Group controlId="transfer-state">
            <Form.Label>{t('Service.Transfer.State')}</Form.Label>
            <Form.Select
              value={form.stateId ?? ''}
              onChange={(e) => {
                const s = states.find((x) => x.id_state === Number(e.target.value));
                patch({
                  stateId: s?.id_state ?? null,
                  stateCode: s?.code ?? '',
                  countyId: null,
                  county: '',
                  cityId: null,
                  city: '',
                });
              }}
            >
              <option value="">{t('Service.Transfer.Choose')}</option>
              {states.map((s) => (
                <option key={s.id_state} value={s.id_state} disabled={s.disabled}>
                  {s.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col md={4}>
          <Form.Group controlId="transfer-county">
            <Form.Label>{t('Service.Transfer.County')}</Form.Label>
            <Form.Select
              value={form.countyId ?? ''}
              disabled={counties.length === 0}
              onChange={(e) => {
                const c = counties.find((x) => x.id_county === Number(e.target.value));
                patch({ countyId: c?.id_county ?? null, county: c?.name ?? '', cityId: null, city: '' });
              }}
            >
              <option value="">{t('Service.Transfer.Choose')}</option>
              {counties.map((c) => (
                <option key={c.id_county} value={c.id_county}>
                  {c.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col md={4}>
          <Form.Group controlId="transfer-city">
            <Form.Label>{t('Service.Transfer.City')}</Form.Label>
            <Form.Select
              value={form.cityId ?? ''}
              disabled={cities.length === 0}
              onChange={(e) => {
                const c = cities.find((x) => x.id_city === Number(e.target.value));
                patch({ cityId: c?.id_city ?? null, city: c?.name ?? '' });
              }}
            >
              <option value="">{t('Service.Transfer.Choose')}</option>
              {cities.map((c) => (
                <option key={c.id_city} value={c.id_city}>
                  {c.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
      </Row>
      <Row className="g-3 mb-3">
        <Col md={6}>
          <Form.Group controlId="transfer-street">
            <Form.Label>{t('Service.Transfer.Street')}</Form.Label>
            <Form.Control
              value={form.address}
              autoComplete="address-line1"
              onChange={(e) => patch({ address: e.target.value, esiid: '' })}
            />
          </Form.Group>
        </Col>
        <Col md={3}>
          <Form.Group controlId="transfer-address2">
            <Form.Label>{t('Service.Transfer.Address2')}</Form.Label>
            <Form.Control value={form.address2} onChange={(e) => patch({ address2: e.target.value })} />
          </Form.Group>
        </Col>
        <Col md={3}>
          <Form.Group controlId="transfer-zip">
            <Form.Label>{t('Service.Transfer.Zip')}</Form.Label>
            <Form.Control
              value={form.zipcode}
              inputMode="numeric"
              maxLength={5}
              autoComplete="postal-code"
              onChange={(e) => patch({ zipcode: e.target.value, esiid: '' })}
            />
          </Form.Group>
        </Col>
      </Row>
      <Button
        variant="outline-primary"
        className="mb-3"
        onClick={() => void search()}
        disabled={searching || form.address.trim().length < 3}
        data-testid="transfer-lookup"
      >
        {t('Service.Transfer.FindEsiid')}
      </Button>
      {lookupError && (
        <Alert variant="danger" role="alert">
          {lookupError}
        </Alert>
      )}
      {results && results.length === 0 && <p>{t('Service.Transfer.NoEsiid')}</p>}
      {results && results.length > 0 && (
        <fieldset data-testid="transfer-results">
          <legend className="h6">{t('Service.Transfer.PickEsiid')}</legend>
          {results.map((r) => (
            <Form.Check
              key={r.esiid}
              type="radio"
              name="esiid"
              id={`esiid-${r.esiid}`}
              checked={form.esiid === r.esiid}
              onChange={() => pick(r)}
              label={`${r.address}, ${r.zipcode} · ${r.esiid}`}
            />
          ))}
        </fieldset>
      )}
    </>
  );
}
