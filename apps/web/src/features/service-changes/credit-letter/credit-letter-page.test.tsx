import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fake-fetch';
import CreditLetterPage from './credit-letter-page';
import { renderSignedIn } from '../../../testing/render-signed-in';

/** Stands in for the browser's XMLHttpRequest: the test decides progress and answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
    FakeXhr.last = this;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function renderPage() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.last = null;
  return renderSignedIn(<CreditLetterPage />, { respond: () => jsonResponse(null) });
}

const pdf = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], 'letter.pdf');

afterEach(() => vi.unstubAllGlobals());

describe('credit letter page', () => {
  it('refuses a renamed executable before any upload starts', async () => {
    renderPage();
    expect(await screen.findByText('You have no credit letter pending review.')).toBeInTheDocument();
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], 'letter.pdf');
    await userEvent.upload(screen.getByLabelText('Letter file'), exe);
    await userEvent.click(screen.getByTestId('letter-submit'));
    expect(await screen.findByTestId('letter-error')).toHaveTextContent('not a PDF, PNG or JPEG');
    expect(FakeXhr.last).toBeNull();
  });

  it('shows progress, then the pending letter; a 415 from the server is shown as sent', async () => {
    renderPage();
    await userEvent.upload(screen.getByLabelText('Letter file'), pdf());
    await userEvent.click(screen.getByTestId('letter-submit'));
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.url).toMatch(/\/v2\/enrollments\/101\/upload-credit-letter$/);
    expect(xhr.headers.Authorization).toBe('Bearer a');
    expect((xhr.sent?.get('file') as File).name).toBe('letter.pdf');
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    act(() =>
      xhr.answer(201, {
        id_customer_credit_letters: 1,
        first_name: 'Ana',
        last_name: 'Diaz',
        file_name: 'letter.pdf',
        date: '2026-11-23',
        id_status: 1,
        id_enrollment: 101,
        description: '',
        is_credit_letter: true,
        url: '',
      }),
    );
    expect(await screen.findByTestId('letter-uploaded')).toBeInTheDocument();
    expect(screen.getByTestId('letter-status')).toHaveTextContent('letter.pdf');

    await userEvent.upload(screen.getByLabelText('Letter file'), pdf());
    await userEvent.click(screen.getByTestId('letter-submit'));
    await vi.waitFor(() => expect(FakeXhr.last).not.toBe(xhr));
    act(() =>
      FakeXhr.last!.answer(415, {
        message: 'Unsupported Media Type',
        errors: [{ code: 'file_type_not_allowed', message: 'Server English', field: 'file' }],
      }),
    );
    expect(await screen.findByTestId('letter-error')).toHaveTextContent('Upload a PDF, PNG or JPEG file.');
  });
});
