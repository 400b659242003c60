import { PASSWORD_MIN_LENGTH, passwordLength } from '@myaccount/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from './field-errors';
import { FormField } from '../../components/ui/form-field';
import { PasswordStrength } from './password-strength';

interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: FieldErrors;
  userInputs: string[];
}

/** Client checks before sending: the server still decides on strength (zxcvbn score). */
export function newPasswordErrors(t: TFunction, password: string, confirm: string): FieldErrors {
  const errors: FieldErrors = {};
  if (passwordLength(password) < PASSWORD_MIN_LENGTH) {
    errors.newPassword = t('Password.Rules', { min: PASSWORD_MIN_LENGTH });
  }
  if (confirm !== password) errors.confirmPassword = t('Password.Mismatch');
  return errors;
}

/** New password + confirmation, with the strength meter under the first. */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
  userInputs,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        id="newPassword"
        type="password"
        label={t('Password.New')}
        value={password}
        onChange={onPassword}
        error={errors.newPassword}
        autoComplete="new-password"
      >
        <PasswordStrength password={password} userInputs={userInputs} />
      </FormField>
      <FormField
        id="confirmPassword"
        type="password"
        label={t('Password.Confirm')}
        value={confirm}
        onChange={onConfirm}
        error={errors.confirmPassword}
        autoComplete="new-password"
      />
    </>
  );
}
