import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Card, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface RecoveryCardProps {
  title: string;
  subtitle?: string;
  error?: string | null;
  submitting?: boolean;
  submitLabel?: string;
  /** Absent: the card only shows its children (a confirmation or an explanation). */
  onSubmit?: () => void;
  children: ReactNode;
}

/** Frame of the account-recovery screens, styled like the sign-in card. */
export function RecoveryCard({
  title,
  subtitle,
  error,
  submitting = false,
  submitLabel,
  onSubmit,
  children,
}: RecoveryCardProps) {
  const { t } = useTranslation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit?.();
  }

  return (
    <Card className="login-card shadow-sm border-0 w-100">
      <Card.Body className="p-4">
        <h1 className="h4 mb-1">{title}</h1>
        {subtitle && <p className="text-body-secondary mb-4">{subtitle}</p>}
        {error && (
          <Alert variant="danger" role="alert" data-testid="recovery-error">
            {error}
          </Alert>
        )}
        {onSubmit ? (
          <form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
            <fieldset disabled={submitting}>
              {children}
              <Button type="submit" variant="primary" className="w-100 mt-2" data-testid="recovery-submit">
                {submitting && (
                  <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
                )}
                {submitLabel}
              </Button>
            </fieldset>
          </form>
        ) : (
          children
        )}
        <div className="mt-4 text-center small">
          <Link to="/login">{t('Recovery.BackToSignIn')}</Link>
        </div>
      </Card.Body>
    </Card>
  );
}
