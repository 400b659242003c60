import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { AppFooter } from './app-footer';

const machineZone = process.env.TZ;

describe('AppFooter', () => {
  afterEach(() => {
    vi.useRealTimers();
    // Assigning undefined would set the text "undefined", a zone of its own, for later files.
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  it("shows the market's year, the one the server writes into the sign-in page, in a browser anywhere", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const [zone, moment, year] of [
      // 03:00 UTC on New Year's Day: already 2027 in London, still 2026 in Texas.
      ['Europe/London', Date.UTC(2027, 0, 1, 3), '2026'],
      // 06:00 UTC: midnight in Texas, still New Year's Eve in Honolulu.
      ['Pacific/Honolulu', Date.UTC(2027, 0, 1, 6), '2027'],
    ] as const) {
      process.env.TZ = zone;
      vi.setSystemTime(moment);
      const { unmount } = render(
        <Provider store={createAppStore()}>
          <AppFooter />
        </Provider>,
      );
      expect(screen.getByTestId('footer-copyright'), zone).toHaveTextContent(`© ${year}`);
      unmount();
    }
  });
});
