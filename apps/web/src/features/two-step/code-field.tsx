import { Form } from 'react-bootstrap';

interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A one-time code: pasting and the browser's code autofill work; the error is tied to it. */
export function CodeField({ id, label, value, onChange, error }: CodeFieldProps) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        isInvalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        required
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`} role="alert">
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
