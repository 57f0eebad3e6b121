// @vitest-environment jsdom
// The countdown: calm while there is time, urgent in the last minute and once the time is up.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { cell } from '../state/cell.js';
import { Countdown } from './countdown.js';
import { alertText } from './styles/status.css.js';
import { body } from './styles/text.css.js';
import { translatorFor } from './testing/render-step.js';
import { ViewContext } from './view-context.js';

afterEach(cleanup);

describe('Countdown', () => {
  it.each([
    [240, 'Time left: 4:00', body],
    [61, 'Time left: 1:01', body],
    [60, 'Time left: 1:00', alertText],
    [9, 'Time left: 0:09', alertText],
    [0, 'Time is up.', alertText],
  ])('%i s reads “%s”', (seconds, text, look) => {
    render(
      <ViewContext.Provider value={{ announce: () => {}, mayTakeFocus: () => false }}>
        <Countdown secondsLeft={cell<number | null>(seconds)} t={translatorFor('en')} language="en" />
      </ViewContext.Provider>,
    );
    expect(screen.getByText(text).className).toBe(look);
  });
});
