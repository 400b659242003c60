import { type FormEvent, useId, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { saveBudget } from './api';

/** The contract's bounds: whole cents from $1 to $10,000. */
export function parseBudget(text: string): number | null {
  const clean = text.trim().replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const amount = Number(clean);
  return amount >= 1 && amount <= 10_000 ? amount : null;
}

interface BudgetFormProps {
  enrollmentId: number;
  budget: number | null;
  onSaved: (budget: number | null) => void;
}

/** Sets, changes or removes the enrollment's monthly budget (issue 12 §5). */
export function BudgetForm({ enrollmentId, budget, onSaved }: BudgetFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(budget === null ? '' : budget.toFixed(2));
  const [status, setStatus] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(amount: number | null) {
    setBusy(true);
    setStatus(null);
    try {
      const saved = await saveBudget(enrollmentId, amount);
      onSaved(saved.monthlyAmount);
      setText(saved.monthlyAmount === null ? '' : saved.monthlyAmount.toFixed(2));
      setStatus({ kind: 'done', text: t(amount === null ? 'Budget.Removed' : 'Budget.Saved') });
    } catch (error) {
      setStatus({ kind: 'error', text: errorText(t, error) });
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const amount = parseBudget(text);
    if (amount === null) setStatus({ kind: 'error', text: t('Budget.Invalid') });
    else void save(amount);
  }

  const invalid = status?.kind === 'error';
  return (
    <Form onSubmit={submit} noValidate className="mt-3" data-testid="budget-form">
      <Form.Label htmlFor={`${id}-amount`} className="fw-semibold mb-1">
        {t('Budget.Label')}
      </Form.Label>
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <InputGroup style={{ maxWidth: '12rem' }}>
          <InputGroup.Text>$</InputGroup.Text>
          <Form.Control
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
            isInvalid={invalid}
            aria-describedby={`${id}-help ${id}-status`}
            data-testid="budget-amount"
          />
        </InputGroup>
        <Button type="submit" variant="primary" disabled={busy} data-testid="budget-save">
          {t('Budget.Save')}
        </Button>
        {budget !== null && (
          <Button
            variant="outline-secondary"
            disabled={busy}
            onClick={() => void save(null)}
            data-testid="budget-remove"
          >
            {t('Budget.Remove')}
          </Button>
        )}
      </div>
      <Form.Text id={`${id}-help`} className="d-block">
        {t('Budget.Help')}
      </Form.Text>
      <div
        id={`${id}-status`}
        role={invalid ? 'alert' : 'status'}
        className={`small mt-1 ${invalid ? 'text-danger' : 'text-success'}`}
        data-testid="budget-status"
      >
        {status?.text}
      </div>
    </Form>
  );
}
