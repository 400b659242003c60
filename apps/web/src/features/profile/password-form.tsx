import type { CustomerProfile } from '@myaccount/contract';
import { useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { FormField } from '../../components/ui/form-field';
import { errorText } from '../../lib/error-text';
import { saveTokens } from '../../lib/session-store';
import {
  type FieldErrors,
  hasFieldErrors,
  NewPasswordFields,
  newPasswordErrors,
  serverFieldErrors,
} from '../account-recovery';
import { changePassword } from './api';

/** Password change (spec §7). The server ends every other session and hands back a new one. */
export function PasswordForm({ user }: { user: CustomerProfile }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  async function submit() {
    const clientErrors = newPasswordErrors(t, password, confirm);
    if (!current) clientErrors.password = t('Password.CurrentRequired');
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0) return;
    setSaving(true);
    try {
      const session = await changePassword(user.id_customer, { password: current, newPassword: password });
      saveTokens({
        accessToken: session.token,
        refreshToken: session.refreshToken,
        customerHash: session.customerHash,
      });
      setCurrent('');
      setPassword('');
      setConfirm('');
      toast.success(t('Password.Changed'));
    } catch (failure) {
      const fields = serverFieldErrors(t, failure);
      setErrors(fields);
      // A problem shown next to its field is not repeated in the toast.
      toast.error(
        hasFieldErrors(fields)
          ? t('Password.ChangeFailed')
          : errorText(t, failure, t('Password.ChangeFailed')),
      );
    } finally {
      setSaving(false);
    }
  }

  const userInputs = [user.user_name, user.email.split('@')[0] ?? '', user.first_name, user.last_name];
  return (
    <Form noValidate onSubmit={(event) => (event.preventDefault(), void submit())} aria-busy={saving}>
      <fieldset disabled={saving}>
        <FormField
          id="currentPassword"
          type="password"
          label={t('Password.Current')}
          value={current}
          onChange={setCurrent}
          error={errors.password}
          autoComplete="current-password"
        />
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
          userInputs={userInputs}
        />
        <Button type="submit" data-testid="password-save">
          {saving && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('Password.ChangeSubmit')}
        </Button>
      </fieldset>
    </Form>
  );
}
