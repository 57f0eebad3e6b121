// Time left to answer: a clock for the eye, and spoken words at a few marks for screen readers.
import type { Readable } from '../flow/readable.js';
import { useEffect, useRef } from 'preact/hooks';
import { formatCountdown, formatDuration } from '../i18n/format.js';
import type { Language, Translate } from '../i18n/index.js';
import { useAnnounce } from './announcer.js';
import * as css from './countdown.css.js';
import { crossedMark } from './countdown-announcements.js';
import { useValue } from './use-value.js';

type Props = { secondsLeft: Readable<number | null>; t: Translate; language: Language };

export function Countdown({ secondsLeft, t, language }: Props) {
  const announce = useAnnounce();
  const seconds = useValue(secondsLeft);
  const previous = useRef<number | null>(null);

  useEffect(() => {
    if (seconds === null) return;
    const before = previous.current;
    previous.current = seconds;
    if (seconds === 0) {
      if (before !== 0) announce(t('countdown.expired'), 'assertive');
    } else if (before === null || crossedMark(before, seconds) !== null) {
      announce(t('countdown.remaining', { time: formatDuration(seconds, language) }));
    }
  }, [seconds, language, announce, t]);

  if (seconds === null) return null;
  if (seconds === 0) return <p class={css.expired}>{t('countdown.expired')}</p>;
  return <p class={css.countdown}>{t('countdown.label', { time: formatCountdown(seconds, language) })}</p>;
}
