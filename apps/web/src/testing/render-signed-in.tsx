import type { ConfigurationParameters, CustomerProfile, Enrollment } from '@myaccount/contract';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import { createAppStore } from '../app/store';
import { saveTokens } from '../lib/session-store';
import { initialUtilState } from '../features/util';
import { makeEnrollment, makeGroup } from './enrollment-fixtures';
import { createFakeFetch, type RecordedCall } from './fake-fetch';
import { makeProfile } from './fixtures';
import { TestProviders } from './test-providers';

export interface SignedInPage {
  /** Answers every fetch the page makes; the calls are recorded on the returned fake. */
  respond: (call: RecordedCall) => Response | Promise<Response>;
  /** The selected enrollment (default: `makeEnrollment()`). */
  enrollment?: Enrollment;
  /** Configuration parameters already loaded, as the shell leaves them. */
  configurationParameters?: ConfigurationParameters;
  /** Mount a toast container, for pages whose outcome is a toast. */
  toasts?: boolean;
  /** Changes to the signed-in profile (e.g. `cc_un` for agent mode). */
  profile?: Partial<CustomerProfile>;
}

/**
 * Renders one page as the shell would hand it over: a signed-in customer (tokens stored),
 * an enrollment selected and, when given, the configuration loaded; `fetch` is faked.
 * Callers unstub globals after each test.
 */
export function renderSignedIn(page: ReactElement, options: SignedInPage) {
  const fake = createFakeFetch(options.respond);
  vi.stubGlobal('fetch', fake.fetch);
  saveTokens({ accessToken: 'a', refreshToken: 'r', customerHash: 'h' });
  const store = createAppStore({
    auth: { user: makeProfile(options.profile) },
    ...(options.configurationParameters
      ? {
          util: {
            ...initialUtilState,
            configurationParameters: options.configurationParameters,
            configurationStatus: 'ready' as const,
          },
        }
      : {}),
  });
  render(
    <TestProviders store={store} enrollments={[makeGroup([options.enrollment ?? makeEnrollment()])]}>
      {options.toasts && <ToastContainer />}
      <MemoryRouter>{page}</MemoryRouter>
    </TestProviders>,
  );
  return fake;
}
