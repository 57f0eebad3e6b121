// Time left to answer: a clock for the eye (urgent in the last minute), and spoken words at a few marks for screen readers.
import type { Readable } from '../state/cell.js';
import { formatCountdown, formatDuration } from '../i18n/format.js';
import type { Language, Translate } from '../i18n/index.js';
import { crossedMark } from './countdown-announcements.js';
import { alertText } from './styles/status.css.js';
import { body } from './styles/text.css.js';
import { View } from './view.js';

type Props = { secondsLeft: Readable<number | null>; t: Translate; language: Language };

export class Countdown extends View<Props> {
  /** The seconds the last draw showed, and the last ones said were decided from. */
  #seconds: number | null = null;
  #previous: number | null = null;

  /** After each draw; the same seconds again say nothing (no mark is crossed standing still). */
  protected override afterDraw(): void {
    const seconds = this.#seconds;
    if (seconds === null) return;
    const { t, language } = this.props;
    const { announce } = this.context;
    const before = this.#previous;
    this.#previous = seconds;
    if (seconds === 0) {
      if (before !== 0) announce(t('countdown.expired'), 'assertive');
    } else if (before === null || crossedMark(before, seconds) !== null) {
      announce(t('countdown.label', { time: formatDuration(seconds, language) }));
    }
  }

  protected draw() {
    const { secondsLeft, t, language } = this.props;
    const seconds = this.read(secondsLeft);
    this.#seconds = seconds;
    if (seconds === null) return null;
    // The last minute reads as urgent: time to answer now.
    return (
      <p class={seconds > 60 ? body : alertText}>
        {seconds ? t('countdown.label', { time: formatCountdown(seconds, language) }) : t('countdown.expired')}
      </p>
    );
  }
}
