import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Card, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

interface LoginCardProps {
  title: string;
  subtitle: string;
  error: string | null;
  submitting: boolean;
  submitTestId: string;
  onSubmit: () => void;
  children: ReactNode;
  footer: ReactNode;
  /** Another way in, below the form (the passkey button). */
  alternative?: ReactNode;
}

/** Frame shared by the customer and agent sign-in forms. */
export function LoginCard({
  title,
  subtitle,
  error,
  submitting,
  submitTestId,
  onSubmit,
  children,
  footer,
  alternative,
}: LoginCardProps) {
  const { t } = useTranslation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Card className="login-card shadow-sm border-0 w-100">
      <Card.Body className="p-4">
        <h1 className="h4 mb-1">{title}</h1>
        <p className="text-body-secondary mb-4">{subtitle}</p>
        {error && (
          <Alert variant="danger" role="alert" data-testid="login-error">
            {error}
          </Alert>
        )}
        {/* method="dialog": outside a dialog a native submission does nothing, so a submit on
            the pre-rendered page before the scripts have run cannot reload it (issue 18). */}
        <form method="dialog" onSubmit={handleSubmit} noValidate={false} aria-busy={submitting}>
          {/* A disabled fieldset disables every input and the button while we wait. */}
          <fieldset disabled={submitting}>
            {children}
            <Button type="submit" variant="primary" className="w-100 mt-2" data-testid={submitTestId}>
              {submitting && (
                <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
              )}
              {submitting ? t('Login.SigningIn') : t('Login.Submit')}
            </Button>
          </fieldset>
        </form>
        {alternative}
        <div className="mt-4 text-center small">{footer}</div>
      </Card.Body>
    </Card>
  );
}
