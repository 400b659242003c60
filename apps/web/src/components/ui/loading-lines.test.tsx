import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingLines, loadingBar } from './loading-lines';

describe('LoadingLines', () => {
  it('draws each row as a paragraph of its classes, one bar per width, hidden from assistive technology', () => {
    const { container } = render(
      <LoadingLines
        rows={[
          ['fs-3 mb-1', [4]],
          ['', [9, 6]],
        ]}
      />,
    );
    const rows = [...container.querySelectorAll('p')];
    expect(rows.map((p) => p.className)).toEqual(['fs-3 mb-1 placeholder-glow', 'placeholder-glow']);
    expect(rows.every((p) => p.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(rows.map((p) => [...p.querySelectorAll('span')].map((bar) => bar.className))).toEqual([
      ['placeholder col-4'],
      ['placeholder col-9', 'placeholder col-6'],
    ]);
  });

  it('says "Loading…" once, to screen readers only', () => {
    render(
      <LoadingLines
        rows={[
          ['', [8]],
          ['', [5]],
        ]}
      />,
    );
    const said = screen.getAllByText('Loading…');
    expect(said).toHaveLength(1);
    expect(said[0]).toHaveClass('visually-hidden');
  });
});

describe('loadingBar', () => {
  it('is a bar of the given twelfths, with any class added after Bootstrap’s', () => {
    const { container } = render(
      <div>
        {loadingBar(12)}
        {loadingBar(3, { className: 'chart-bar' })}
      </div>,
    );
    expect([...container.querySelectorAll('span')].map((bar) => bar.className)).toEqual([
      'placeholder col-12',
      'placeholder col-3 chart-bar',
    ]);
  });
});
