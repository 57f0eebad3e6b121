// @vitest-environment jsdom
// useValue: a view shows a flow value and is drawn again when it changes, and only while it is on screen.
import { act, cleanup, render } from '@testing-library/preact';
import { useLayoutEffect } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { derived } from '../flow/derived.js';
import { cell, type Readable } from '../flow/readable.js';
import { useValue } from './use-value.js';

function Probe({ source }: { source: Readable<string> }) {
  return <p>{useValue(source)}</p>;
}

afterEach(cleanup);

describe('useValue', () => {
  it('shows the value and follows each change, of a value and of what is derived from it', () => {
    const name = cell('Itaú');
    const shout = derived([name], () => name.value.toUpperCase());
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

  it('follows a new value handed in, and no longer the old one', () => {
    const first = cell('first');
    const second = cell('second');
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
    const value = cell('before');
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

  it('stops following once the view is gone', () => {
    const value = cell('a');
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
