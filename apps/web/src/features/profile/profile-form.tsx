import {
  type CustomerProfile,
  type LanguageId,
  profileUpdateRequest,
  type ProfileUpdateRequest,
} from '@myaccount/contract';
import { useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ApiRequestError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { saveUser } from '../../lib/session-store';
import { FormField } from '../../components/ui/form-field';
import { type FieldErrors, hasFieldErrors, serverFieldErrors } from '../account-recovery';
import { profileQuery } from '../auth';
import { updateProfile } from './api';

type Draft = Required<Omit<ProfileUpdateRequest, 'confirmationCode'>>;

/** In agent mode the server asks for the customer's code before a new user name or e-mail. */
const isCodeRequest = (failure: unknown) =>
  failure instanceof ApiRequestError && failure.errors[0]?.code === 'customer_confirmation_required';

const draftOf = (user: CustomerProfile): Draft => ({
  username: user.user_name,
  email: user.email,
  alternativeEmail: user.alternative_email,
  phone: user.phone,
  notificationToEmail: user.send_to_main_email,
  notificationToAlternativeEmail: user.send_to_secondary_email,
  language: user.id_prefered_language,
  opted_marketing_coms: user.opted_marketing_coms,
});

/** Profile form of spec §7: fields checked here first, then the server's field errors inline. */
export function ProfileForm({ user }: { user: CustomerProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  // Set once the server mailed the customer a code (agent mode); cleared by a save.
  const [codeAsked, setCodeAsked] = useState(false);
  const [code, setCode] = useState('');
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  async function submit() {
    const parsed = profileUpdateRequest.safeParse(codeAsked ? { ...draft, confirmationCode: code } : draft);
    if (!parsed.success) {
      const fields: FieldErrors = {};
      // One translated message per field: the contract's own messages are English only.
      for (const issue of parsed.error.issues)
        fields[String(issue.path[0])] ??= t(`Profile.Invalid.${String(issue.path[0])}`);
      setErrors(fields);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await updateProfile(user.id_customer, parsed.data);
      const next = { ...saved, cc_un: user.cc_un };
      saveUser(next);
      // What the server answered is the profile now: every screen showing it follows.
      queryClient.setQueryData(profileQuery(user.id_customer).queryKey, next);
      setDraft(draftOf(next));
      setCodeAsked(false);
      setCode('');
      toast.success(t('Profile.Saved'));
    } catch (failure) {
      if (isCodeRequest(failure)) {
        setCodeAsked(true);
        setErrors({});
        return;
      }
      const fields = serverFieldErrors(t, failure);
      setErrors(fields);
      // A problem shown next to its field is not repeated in the toast.
      toast.error(
        hasFieldErrors(fields) ? t('Profile.SaveFailed') : errorText(t, failure, t('Profile.SaveFailed')),
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form noValidate onSubmit={(event) => (event.preventDefault(), void submit())} aria-busy={saving}>
      <fieldset disabled={saving}>
        <FormField
          id="profile-username"
          label={t('Profile.UserName')}
          value={draft.username}
          onChange={set('username')}
          error={errors.username}
          autoComplete="username"
        />
        <FormField
          id="profile-email"
          type="email"
          label={t('Profile.Email')}
          value={draft.email}
          onChange={set('email')}
          error={errors.email}
          autoComplete="email"
        />
        <FormField
          id="profile-alternative-email"
          type="email"
          label={t('Profile.AlternativeEmail')}
          value={draft.alternativeEmail}
          onChange={set('alternativeEmail')}
          error={errors.alternativeEmail}
          required={false}
        />
        <FormField
          id="profile-phone"
          type="tel"
          label={t('Profile.Phone')}
          value={draft.phone}
          onChange={set('phone')}
          error={errors.phone}
          autoComplete="tel"
        />
        <Form.Check
          type="switch"
          id="profile-send-main"
          className="mb-2"
          label={t('Profile.SendToMain')}
          checked={draft.notificationToEmail}
          onChange={(e) => set('notificationToEmail')(e.target.checked)}
        />
        <Form.Check
          type="switch"
          id="profile-send-secondary"
          className="mb-3"
          label={t('Profile.SendToSecondary')}
          checked={draft.notificationToAlternativeEmail}
          onChange={(e) => set('notificationToAlternativeEmail')(e.target.checked)}
        />
        <Form.Group className="mb-3" controlId="profile-language">
          <Form.Label>{t('Profile.Language')}</Form.Label>
          <Form.Select value={draft.language} onChange={(e) => set('language')(e.target.value as LanguageId)}>
            <option value="en">{t('Language.English')}</option>
            <option value="es">{t('Language.Spanish')}</option>
          </Form.Select>
        </Form.Group>
        <Form.Check
          type="switch"
          id="profile-marketing"
          className="mb-3"
          label={t('Profile.MarketingOptIn')}
          checked={draft.opted_marketing_coms}
          onChange={(e) => set('opted_marketing_coms')(e.target.checked)}
        />
        {codeAsked && (
          <FormField
            id="profile-confirmation-code"
            label={t('Profile.ConfirmationCode')}
            value={code}
            onChange={setCode}
            error={errors.confirmationCode}
            autoComplete="one-time-code"
            autoFocus
          >
            <Form.Text data-testid="profile-confirmation-hint">{t('Profile.ConfirmationCodeHint')}</Form.Text>
          </FormField>
        )}
        <Button type="submit" data-testid="profile-save">
          {saving && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('Profile.Save')}
        </Button>
      </fieldset>
    </Form>
  );
}
