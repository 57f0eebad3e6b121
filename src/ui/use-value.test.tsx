// @vitest-environment jsdom
// useValue: a view shows a signal's value and is drawn again when it changes, and only while it is on screen.
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { act, cleanup, render } from '@testing-library/preact';
import { useLayoutEffect } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { useValue } from './use-value.js';

function Probe({ source }: { source: ReadonlySignal<string> }) {
  return <p>{useValue(source)}</p>;
}

afterEach(cleanup);

describe('useValue', () => {
  it('shows the value and follows each change, of a signal and of what is computed from it', () => {
    const name = signal('Itaú');
    const shout = computed(() => name.value.toUpperCase());
    const { container } = render(
      <>
        <Probe source={name} />
        <Probe source={shout} />
      </>,
    );
    expect(container.textContent).toBe('ItaúITAÚ');
    act(() => {
      name.value = 'Nubank';
    });
    expect(container.textContent).toBe('NubankNUBANK');
  });

  it('follows a new signal handed in, and no longer the old one', () => {
    const first = signal('first');
    const second = signal('second');
    const { container, rerender } = render(<Probe source={first} />);
    rerender(<Probe source={second} />);
    act(() => {
      first.value = 'stale';
    });
    expect(container.textContent).toBe('second');
    act(() => {
      second.value = 'fresh';
    });
    expect(container.textContent).toBe('fresh');
  });

  it('does not miss a change made between drawing and subscribing', () => {
    const value = signal('before');
    function ChangesOnMount() {
      useLayoutEffect(() => {
        value.value = 'after';
      }, []);
      return null;
    }
    const { container } = render(
      <>
        <ChangesOnMount />
        <Probe source={value} />
      </>,
    );
    expect(container.textContent).toBe('after');
  });

  it('does not tie the view to a signal effect that happens to be running', () => {
    const trigger = signal(0);
    const shown = signal('x');
    let runs = 0;
    const stop = effect(() => {
      runs++;
      trigger.value;
      render(<Probe source={shown} />);
    });
    act(() => {
      shown.value = 'y';
    });
    expect(runs).toBe(1);
    stop();
  });

  it('stops following once the view is gone', () => {
    const value = signal('a');
    let draws = 0;
    function Counted() {
      draws++;
      return <p>{useValue(value)}</p>;
    }
    const { unmount } = render(<Counted />);
    unmount();
    act(() => {
      value.value = 'b';
    });
    expect(draws).toBe(1);
  });
});
