import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';

interface FormFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  /** Extra content under the input (hint, strength meter). */
  children?: ReactNode;
}

/**
 * A labelled input whose error is shown under it and announced with it (aria-describedby);
 * `controlId` binds the label to the input for screen readers. Sign-in, recovery and profile
 * forms all use this one.
 */
export function FormField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  autoFocus,
  required = true,
  children,
}: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        required={required}
        autoFocus={autoFocus}
        isInvalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <Form.Control.Feedback type="invalid" id={errorId} data-testid={errorId}>
          {error}
        </Form.Control.Feedback>
      )}
      {children}
    </Form.Group>
  );
}
