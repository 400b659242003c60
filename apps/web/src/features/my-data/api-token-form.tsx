import {
  apiTokenLifetimes,
  apiTokenScopes,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@myaccount/contract';
import { useId, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { createApiToken } from './api';

type Lifetime = (typeof apiTokenLifetimes)[number];

/** Names a new token, picks what it may read and how long it lives, and creates it. */
export function ApiTokenForm({
  customerId,
  onCreated,
}: {
  customerId: number;
  onCreated: (token: CreatedApiToken) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['usage']);
  const [lifetime, setLifetime] = useState<Lifetime>(90);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit() {
    if (!name.trim()) return setError(t('ApiTokens.NameRequired'));
    if (scopes.length === 0) return setError(t('ApiTokens.ScopeRequired'));
    setError(null);
    setSaving(true);
    try {
      onCreated(await createApiToken(customerId, { name: name.trim(), scopes, expiresInDays: lifetime }));
      setName('');
    } catch (failure) {
      setError(errorText(t, failure, t('ApiTokens.CreateFailed')));
    } finally {
      setSaving(false);
    }
  }

  const toggle = (scope: ApiTokenScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  return (
    <Form
      noValidate
      aria-busy={saving}
      data-testid="api-token-form"
      onSubmit={(event) => (event.preventDefault(), void submit())}
    >
      <div className="row g-3 align-items-end">
        <Form.Group className="col-12 col-md-5" controlId={`${id}-name`}>
          <Form.Label>{t('ApiTokens.Name')}</Form.Label>
          <Form.Control
            value={name}
            maxLength={60}
            autoComplete="off"
            placeholder={t('ApiTokens.NamePlaceholder')}
            onChange={(event) => setName(event.target.value)}
            aria-describedby={error ? `${id}-error` : undefined}
            isInvalid={error !== null && !name.trim()}
          />
        </Form.Group>
        <fieldset className="col-12 col-md-4">
          <legend className="form-label fs-6 mb-2">{t('ApiTokens.Scopes')}</legend>
          {apiTokenScopes.map((scope) => (
            <Form.Check
              key={scope}
              inline
              id={`${id}-${scope}`}
              type="checkbox"
              label={t(`ApiTokens.Scope.${scope}`)}
              checked={scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
            />
          ))}
        </fieldset>
        <Form.Group className="col-12 col-md-3" controlId={`${id}-lifetime`}>
          <Form.Label>{t('ApiTokens.Lifetime')}</Form.Label>
          <Form.Select
            value={lifetime}
            onChange={(event) => setLifetime(Number(event.target.value) as Lifetime)}
          >
            {apiTokenLifetimes.map((days) => (
              <option key={days} value={days}>
                {t('ApiTokens.Days', { count: days })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <p id={`${id}-error`} role="alert" className="text-danger small mt-2 mb-0">
        {error}
      </p>
      <Button type="submit" className="mt-2" disabled={saving} data-testid="api-token-create">
        {saving && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        {t('ApiTokens.Create')}
      </Button>
    </Form>
  );
}
