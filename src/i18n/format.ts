// Intl helpers: numbers, money (BRL by default), dates and countdowns in the widget's language.
import { localeFor, type Language } from './language.js';

export const formatNumber = (value: number, language: Language): string => new Intl.NumberFormat(localeFor(language)).format(value);

export const formatCurrency = (amount: number, language: Language, currency = 'BRL'): string =>
  new Intl.NumberFormat(localeFor(language), { style: 'currency', currency }).format(amount);

export const formatDate = (date: Date | string | number, language: Language, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string =>
  new Intl.DateTimeFormat(localeFor(language), options).format(new Date(date));

const wholeSeconds = (seconds: number): number => Math.max(0, Math.floor(seconds));

/** A clock for the eye: "4:05", "1:02:03". */
export function formatCountdown(seconds: number, language: Language): string {
  const total = wholeSeconds(seconds);
  const two = new Intl.NumberFormat(localeFor(language), { minimumIntegerDigits: 2, useGrouping: false });
  const one = new Intl.NumberFormat(localeFor(language), { useGrouping: false });
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${one.format(h)}:${two.format(m)}:${two.format(s)}` : `${one.format(m)}:${two.format(s)}`;
}

/** Words for the ear (screen readers): "4 minutes and 5 seconds". */
export function formatDuration(seconds: number, language: Language): string {
  const total = wholeSeconds(seconds);
  const locale = localeFor(language);
  const unit = (value: number, name: 'hour' | 'minute' | 'second'): string =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const parts: string[] = [];
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) parts.push(unit(h, 'hour'));
  if (m > 0) parts.push(unit(m, 'minute'));
  if (s > 0 || parts.length === 0) parts.push(unit(s, 'second'));
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(parts);
}
