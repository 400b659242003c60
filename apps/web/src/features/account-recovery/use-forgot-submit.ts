import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { useBrand } from '../brand';
import { type FieldErrors, serverFieldErrors } from './field-errors';

export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/**
 * Sends one forgot request for the loaded brand. A single rethrown error (spec §8) is shown
 * next to its field or above the form; `false` becomes a generic failure.
 */
export function useForgotSubmit(send: (brandId: number) => Promise<boolean>) {
  const { t } = useTranslation();
  const brand = useBrand();
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  async function submit(clientErrors: FieldErrors) {
    setError(null);
    setFieldErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0) return;
    if (!brand) {
      setError(t('Common.UnexpectedError'));
      return;
    }
    setSubmitting(true);
    try {
      if (await send(brand.id_site)) setSent(true);
      else setError(t('Recovery.RequestFailed'));
    } catch (failure) {
      const fields = serverFieldErrors(t, failure);
      setFieldErrors(fields);
      if (Object.keys(fields).length === 0) {
        setError(errorText(t, failure, t('Recovery.RequestFailed')));
      }
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting, sent, error, fieldErrors };
}
