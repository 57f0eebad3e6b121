// Intl formatting per language: numbers, BRL, dates and countdowns.
import { describe, expect, it } from 'vitest';
import { formatCountdown, formatCurrency, formatDate, formatDuration, formatNumber } from './format.js';

// Intl puts a no-break space between some parts; compare with plain spaces.
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('format', () => {
  it.each([
    ['pt', '1.234,5'],
    ['en', '1,234.5'],
    ['es', '1234,5'],
  ] as const)('numbers in %s', (language, expected) => {
    expect(formatNumber(1234.5, language)).toBe(expected);
  });

  it.each([
    ['pt', 'R$ 1.234,50'],
    ['en', 'R$1,234.50'],
  ] as const)('BRL in %s', (language, expected) => {
    expect(plain(formatCurrency(1234.5, language))).toBe(expected);
  });

  it('dates in the language', () => {
    const date = '2025-03-09T12:00:00Z';
    expect(formatDate(date, 'pt', { day: 'numeric', month: 'long', timeZone: 'UTC' })).toBe('9 de março');
    expect(formatDate(date, 'en', { day: 'numeric', month: 'long', timeZone: 'UTC' })).toBe('March 9');
  });

  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65.9, '1:05'],
    [3723, '1:02:03'],
    [-4, '0:00'],
  ])('countdown clock for %d s', (seconds, expected) => {
    expect(formatCountdown(seconds, 'pt')).toBe(expected);
  });

  it.each([
    ['en', 65, '1 minute and 5 seconds'],
    ['en', 120, '2 minutes'],
    ['pt', 61, '1 minuto e 1 segundo'],
    ['es', 30, '30 segundos'],
    ['en', 0, '0 seconds'],
  ] as const)('spoken duration in %s of %d s', (language, seconds, expected) => {
    expect(formatDuration(seconds, language)).toBe(expected);
  });
});
