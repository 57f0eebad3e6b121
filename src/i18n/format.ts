// Intl helpers: numbers, money (BRL by default), dates and countdowns in the widget's language.
import { localeFor, type Language } from './language.js';

export const formatNumber = (value: number, language: Language): string => new Intl.NumberFormat(localeFor(language)).format(value);

export const formatCurrency = (amount: number, language: Language, currency = 'BRL'): string =>
  new Intl.NumberFormat(localeFor(language), { style: 'currency', currency }).format(amount);

export const formatDate = (date: Date | string | number, language: Language, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string =>
  new Intl.DateTimeFormat(localeFor(language), options).format(new Date(date));

/** Whole hours, minutes and seconds in `seconds`, never below zero. */
const clock = (seconds: number): [number, number, number] => {
  const total = Math.max(0, Math.floor(seconds));
  return [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
};

/** A clock for the eye: "4:05", "1:02:03". */
export function formatCountdown(seconds: number, language: Language): string {
  const [h, m, s] = clock(seconds);
  const digits = (value: number, least = 1): string =>
    new Intl.NumberFormat(localeFor(language), { minimumIntegerDigits: least, useGrouping: false }).format(value);
  return `${h ? `${digits(h)}:${digits(m, 2)}` : digits(m)}:${digits(s, 2)}`;
}

/** Words for the ear (screen readers): "4 minutes and 5 seconds". */
export function formatDuration(seconds: number, language: Language): string {
  const [h, m, s] = clock(seconds);
  const locale = localeFor(language);
  // Each unit that is there; seconds also when nothing else is ("0 seconds").
  const parts = (<const>[
    [h, 'hour'],
    [m, 'minute'],
    [s, 'second'],
  ])
    .filter(([value], i) => value > 0 || (i === 2 && !h && !m))
    .map(([value, unit]) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value));
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(parts);
}
