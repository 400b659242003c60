import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api-error';
import { whenIdle } from '../../lib/when-idle';
import { loginErrorMessage } from './login-error';
import type { SignInRequest } from './use-sign-in';

import { browserSupportsWebAuthn, cancelPasskeyRequest, getPasskeyAssertion } from './passkey-ceremony';

/** The browser said no: the customer closed its dialog, or no passkey was chosen in time. */
const isDismissal = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/**
 * Signing in with a passkey (issue 17), beside the password form. Once the page is idle the
 * WebAuthn code loads and, where the browser can, waits for a passkey picked from the user-name
 * field's autofill (conditional UI). The button asks for one at once, which cancels the
 * waiting request; once the button's try is over, the autofill request is armed again. A
 * refused autofill pick is not retried by itself (the error shows; the button remains).
 */
export function usePasskeySignIn(submit: (request: SignInRequest) => Promise<void>) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const waiting = useRef(false);

  useEffect(() => {
    let active = true;
    const cancelIdle = whenIdle(() => {
      waiting.current = true;
      void (async () => {
        try {
          const credential = await getPasskeyAssertion(true);
          if (active && credential) await submit({ kind: 'passkey', credential });
        } catch {
          // Cancelled (the button started its own request) or refused: nothing to add here.
        } finally {
          waiting.current = false;
        }
      })();
    });
    return () => {
      active = false;
      cancelIdle();
      if (waiting.current) void cancelPasskeyRequest();
    };
    // `submit` changes on every render; the autofill request is armed per round only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);

  const signInWithPasskey = useCallback(async () => {
    setError(null);
    try {
      if (!(await browserSupportsWebAuthn())) {
        setError(t('Login.PasskeyUnsupported'));
        return;
      }
      const credential = await getPasskeyAssertion(false);
      await submit({ kind: 'passkey', credential });
    } catch (caught) {
      if (caught instanceof ApiRequestError) setError(loginErrorMessage(caught, t));
      else setError(isDismissal(caught) ? t('Login.PasskeyCancelled') : t('Common.UnexpectedError'));
    } finally {
      setRound((r) => r + 1);
    }
  }, [submit, t]);

  return { signInWithPasskey, passkeyError: error };
}
