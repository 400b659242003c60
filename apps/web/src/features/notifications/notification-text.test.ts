import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeNotification } from '../../testing/enrollment-fixtures';
import { notificationWords } from './notification-text';

describe('notificationWords', () => {
  afterEach(() => vi.restoreAllMocks());

  it('words a notification from its kind and params in the reader’s language', () => {
    const n = makeNotification({
      messages: [{ subject: 'Welcome to Brightline Energy', body: 'A deposit of $150.00 is due…' }],
      kind: 'welcome',
      params: { brand: 'Brightline Energy', amount: 150 },
    });
    expect(notificationWords(n, 'es')).toEqual({
      subject: 'Le damos la bienvenida a Brightline Energy',
      body: expect.stringContaining('depósito pendiente de $\u00a0150.00'),
    });
  });

  it('shows a free-text message as written', () => {
    const n = makeNotification({
      messages: [
        { subject: 'Hola', body: 'Uno' },
        { subject: '', body: 'Dos' },
      ],
    });
    expect(notificationWords(n, 'en')).toEqual({ subject: 'Hola', body: 'Uno\n\nDos' });
  });

  it('shows an unknown kind’s stored text and reports it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const n = makeNotification({
      kind: 'storm_alert',
      messages: [{ subject: 'Storm alert', body: 'Stay safe' }],
    });
    expect(notificationWords(n, 'es')).toEqual({ subject: 'Storm alert', body: 'Stay safe' });
    expect(error).toHaveBeenCalledOnce();
  });
});
