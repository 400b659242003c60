import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextScrolledPast, SCROLL_HYSTERESIS, useScrolledPast } from './use-media';

function Probe() {
  return <p data-testid="past">{String(useScrolledPast(50))}</p>;
}

/** Moves the page and lets the next animation frame run the listener. */
async function scrollTo(y: number) {
  window.scrollY = y;
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

afterEach(() => {
  window.scrollY = 0;
  vi.restoreAllMocks();
});

describe('nextScrolledPast', () => {
  it('turns on at the threshold and off only below the hysteresis band', () => {
    expect(nextScrolledPast(false, 49, 50)).toBe(false);
    expect(nextScrolledPast(false, 50, 50)).toBe(true);
    expect(nextScrolledPast(true, 50 - SCROLL_HYSTERESIS, 50)).toBe(true);
    expect(nextScrolledPast(true, 49 - SCROLL_HYSTERESIS, 50)).toBe(false);
  });
});

describe('useScrolledPast', () => {
  it('flips once per crossing and holds inside the band, a position jittering at 50 px included', async () => {
    render(<Probe />);
    expect(screen.getByTestId('past')).toHaveTextContent('false');
    await scrollTo(55);
    expect(screen.getByTestId('past')).toHaveTextContent('true');
    for (const y of [48, 52, 45, 51, 40]) {
      await scrollTo(y);
      expect(screen.getByTestId('past')).toHaveTextContent('true');
    }
    await scrollTo(10);
    expect(screen.getByTestId('past')).toHaveTextContent('false');
  });

  it('reads the position once per animation frame however many scroll events arrive', async () => {
    render(<Probe />);
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    window.scrollY = 80;
    await act(async () => {
      for (let i = 0; i < 10; i += 1) window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(frames).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('past')).toHaveTextContent('true');
  });
});
