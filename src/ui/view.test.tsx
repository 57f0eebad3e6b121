// @vitest-environment jsdom
// View: a view shows flow values and is drawn again when they change, only while on screen; its heading takes focus when allowed.
import { act, cleanup, render } from '@testing-library/preact';
import { Component } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { derived } from '../flow/derived.js';
import { cell, type Readable } from '../state/cell.js';
import { ViewContext, type ViewContextValue } from './view-context.js';
import { View } from './view.js';

/** Draws of every Probe so far. */
let draws = 0;

class Probe extends View<{ source: Readable<string> }> {
  protected draw() {
    draws++;
    return <p>{this.read(this.props.source)}</p>;
  }
}

class Titled extends View {
  protected draw() {
    return (
      <h2 ref={this.focusRef} tabIndex={-1}>
        Title
      </h2>
    );
  }
}

afterEach(cleanup);

describe('View.read', () => {
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

  it('does not miss a change made between drawing and the commit', () => {
    const value = cell('before');
    class ChangesOnMount extends Component {
      override componentDidMount(): void {
        value.value = 'after';
      }

      override render() {
        return null;
      }
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
    draws = 0;
    const { unmount } = render(<Probe source={value} />);
    unmount();
    act(() => {
      value.value = 'b';
    });
    expect(draws).toBe(1);
  });
});

describe('View.focusRef', () => {
  const withPolicy = (mayTakeFocus: () => boolean): ViewContextValue => ({ announce: () => undefined, mayTakeFocus });

  it('takes focus when the view appears', () => {
    const { getByRole } = render(<Titled />);
    expect(document.activeElement).toBe(getByRole('heading'));
  });

  it('waits while focus may not move, and takes it once a new policy allows it', () => {
    const { getByRole, rerender } = render(
      <ViewContext.Provider value={withPolicy(() => false)}>
        <Titled />
      </ViewContext.Provider>,
    );
    expect(document.activeElement).toBe(document.body);
    rerender(
      <ViewContext.Provider value={withPolicy(() => true)}>
        <Titled />
      </ViewContext.Provider>,
    );
    expect(document.activeElement).toBe(getByRole('heading'));
  });
});
