import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiRequestError } from '../../lib/api-error';
import { loginErrorMessage } from './login-error';
import { targetAfterSignIn } from './redirect-target';
import { useSignIn, type SignInRequest } from './use-sign-in';

const LOGIN_ERROR_TOAST = 'login-error';

/** Shared by both sign-in forms: busy flag, error in a toast and inline, redirect on success. */
export function useLoginSubmit() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Two-step verification (issue 17): the token of a sign-in waiting for its code.
  const [twoStepToken, setTwoStepToken] = useState<string | null>(null);
  // The brand requires two-step verification and the customer has none: the enrolment's token.
  const [enrolmentToken, setEnrolmentToken] = useState<string | null>(null);

  async function submit(request: SignInRequest): Promise<void> {
    setSubmitting(true);
    setError(null);
    // Toasts load while the request is on its way, not with the sign-in page (issue 18); if
    // they cannot load, the error still shows inline.
    const toasts = import('react-toastify').then(
      ({ toast }) => toast,
      () => null,
    );
    // A stale "wrong password" toast must not linger over the next screen.
    void toasts.then((toast) => toast?.dismiss(LOGIN_ERROR_TOAST));
    try {
      const outcome = await signIn(request);
      if ('twoStepToken' in outcome) {
        setTwoStepToken(outcome.twoStepToken);
        setSubmitting(false);
        return;
      }
      if ('enrolmentToken' in outcome) {
        setEnrolmentToken(outcome.enrolmentToken);
        setSubmitting(false);
        return;
      }
      void navigate(targetAfterSignIn(location.state), { replace: true });
    } catch (caught) {
      const message = loginErrorMessage(caught, t);
      // Too many wrong codes, or too long: the password is asked again.
      const code = caught instanceof ApiRequestError ? caught.errors[0]?.code : undefined;
      if (code === 'two_step_sign_in_expired') setTwoStepToken(null);
      if (code === 'two_step_enrolment_expired') setEnrolmentToken(null);
      const toast = await toasts;
      setError(message);
      toast?.error(message, { toastId: LOGIN_ERROR_TOAST });
      setSubmitting(false);
    }
  }

  /** Back to the password (the code step's and the enrolment's "Start again"). */
  const restart = () => (setTwoStepToken(null), setEnrolmentToken(null), setError(null));

  return { submit, submitting, error, twoStepToken, enrolmentToken, restart };
}
