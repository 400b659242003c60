import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  passwordLength,
} from '@myaccount/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordStrength } from './api';

interface PasswordStrengthProps {
  password: string;
  /** Words the account already holds (user name, e-mail name): guessable in a password. */
  userInputs: string[];
}

const VARIANTS = ['danger', 'danger', 'warning', 'info', 'success'] as const;
/** Typing pauses this long before the server is asked: one request per burst of keys. */
const ASK_AFTER_MS = 250;

/**
 * Strength meter with the server's zxcvbn score (the same check that accepts or refuses the
 * password), so the browser never downloads the 819 KiB of dictionaries (issue 18). Until a
 * score arrives, or when it cannot (offline, rate limit), the length rule shows instead.
 */
export function PasswordStrength({ password, userInputs }: PasswordStrengthProps) {
  const { t } = useTranslation();
  const [score, setScore] = useState<number | null>(null);
  const inputs = userInputs.join('\n');

  useEffect(() => {
    if (!password || passwordLength(password) > PASSWORD_MAX_LENGTH) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      const words = inputs.split('\n').filter(Boolean).slice(0, 4);
      passwordStrength({ password, userInputs: words }, controller.signal).then(setScore, () => {
        if (!controller.signal.aborted) setScore(null);
      });
    }, ASK_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [password, inputs]);

  if (!password || score === null) {
    return (
      <p className="form-text mt-1" data-testid="password-rules">
        {t('Password.Rules', { min: PASSWORD_MIN_LENGTH })}
      </p>
    );
  }
  const tooShort = passwordLength(password) < PASSWORD_MIN_LENGTH;
  const shown = tooShort ? Math.min(score, 1) : score;
  const label = t(`Password.Strength${shown}`);
  return (
    <div className="mt-2" data-testid="password-strength" data-score={shown}>
      <div
        className="progress"
        role="progressbar"
        aria-label={t('Password.StrengthLabel')}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={shown}
        aria-valuetext={label}
        style={{ height: '0.5rem' }}
      >
        <div className={`progress-bar bg-${VARIANTS[shown]}`} style={{ width: `${(shown + 1) * 20}%` }} />
      </div>
      <p className="form-text mt-1 mb-0">
        {t('Password.StrengthText', { strength: label })}{' '}
        {tooShort
          ? t('Password.Rules', { min: PASSWORD_MIN_LENGTH })
          : shown < PASSWORD_MIN_SCORE && t('Password.TooGuessable')}
      </p>
    </div>
  );
}
