import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './on-first-interaction';

describe('onFirstInteraction', () => {
  it('runs once, at the first key, press or touch, and not for a focus the page gave itself', () => {
    const callback = vi.fn();
    onFirstInteraction(callback);
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(callback).not.toHaveBeenCalled();

    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'd', bubbles: true }));
    expect(callback).toHaveBeenCalledTimes(1);
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'e', bubbles: true }));
    window.dispatchEvent(new Event('pointerdown'));
    expect(callback).toHaveBeenCalledTimes(1);
    field.remove();
  });

  it('does nothing once cancelled, and a press anywhere counts', () => {
    const cancelled = vi.fn();
    onFirstInteraction(cancelled)();
    const pressed = vi.fn();
    onFirstInteraction(pressed);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(cancelled).not.toHaveBeenCalled();
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
