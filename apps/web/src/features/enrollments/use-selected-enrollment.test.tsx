import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../app/store';
import { makeEnrollment, makeGroup } from '../../testing/enrollment-fixtures';
import { enrollmentsLoaded } from './enrollment-slice';
import { useSelectedEnrollment } from './use-selected-enrollment';
import { TestProviders } from '../../testing/test-providers';

describe('useSelectedEnrollment', () => {
  it('reports loading until the list arrives, then the selected enrollment', () => {
    const store = createAppStore({});
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestProviders store={store}>{children}</TestProviders>
    );
    const { result } = renderHook(() => useSelectedEnrollment(), { wrapper });
    expect(result.current).toEqual({ enrollment: null, isLoading: true, emptyEnrollments: false });

    const enrollment = makeEnrollment();
    act(() => {
      store.dispatch(enrollmentsLoaded([makeGroup([enrollment])]));
    });
    expect(result.current).toEqual({ enrollment, isLoading: false, emptyEnrollments: false });
  });
});
