import type { ApiErrorItem, CreditLetter } from '@myaccount/contract';
import { env } from '../../../config/env';
import { ApiRequestError, NETWORK_ERROR_STATUS } from '../../../lib/api-error';
import { getTokens } from '../../../lib/session-store';

function parseBody(text: string): { message?: unknown; errors?: unknown } | null {
  try {
    return JSON.parse(text) as { message?: unknown; errors?: unknown };
  } catch {
    return null; // A proxy's HTML error page: keep the status only.
  }
}

/**
 * POSTs the letter with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not). `onProgress` receives 0–100.
 */
export function uploadCreditLetter(
  enrollmentId: number,
  file: File,
  onProgress: (percent: number) => void,
): Promise<CreditLetter> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiBaseUrl}/v2/enrollments/${enrollmentId}/upload-credit-letter`);
    xhr.setRequestHeader('Accept', 'application/json');
    const tokens = getTokens();
    if (tokens) {
      xhr.setRequestHeader('Authorization', `Bearer ${tokens.accessToken}`);
      xhr.setRequestHeader('X-Customer-Hash', tokens.customerHash);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiRequestError(NETWORK_ERROR_STATUS, 'Network error', []));
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as unknown as CreditLetter);
        return;
      }
      const message = typeof body?.message === 'string' ? body.message : `HTTP ${xhr.status}`;
      const errors = Array.isArray(body?.errors) ? (body.errors as ApiErrorItem[]) : [];
      reject(new ApiRequestError(xhr.status, message, errors));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
