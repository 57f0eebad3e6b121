// @vitest-environment jsdom
// usePaused: false from a change until the value has held still for the given time, true before any change.
import { act, cleanup, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePaused } from './use-paused.js';

function Probe({ value }: { value: string }) {
  return <p>{usePaused(value, 250) ? 'paused' : 'typing'}</p>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('usePaused', () => {
  it('is paused at first, not while the value changes, and again 250 ms after the last change', () => {
    const { container, rerender } = render(<Probe value="" />);
    expect(container.textContent).toBe('paused');
    rerender(<Probe value="b" />);
    expect(container.textContent).toBe('typing');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender(<Probe value="ba" />);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(container.textContent).toBe('typing');
    act(() => {
      vi.advanceTimersByTime(60);
    });
    expect(container.textContent).toBe('paused');
  });
});
