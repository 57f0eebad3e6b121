// The days each kind of schedule pays on.
import { describe, expect, it } from 'vitest';
import type { PaymentScheduleInput } from '../../../../src/api/schemas/index.js';
import { scheduleDates } from './schedule-dates.js';

describe('scheduleDates', () => {
  it.each<[string, PaymentScheduleInput, string[]]>([
    ['a single date', { type: 'SINGLE', date: '2026-06-15' }, ['2026-06-15']],
    ['daily across a month end', { type: 'DAILY', startDate: '2026-06-29', occurrences: 3 }, ['2026-06-29', '2026-06-30', '2026-07-01']],
    // 2026-06-10 is a Wednesday.
    [
      'weekly from a start on that weekday',
      { type: 'WEEKLY', startDate: '2026-06-10', occurrences: 2, dayOfWeek: 'WEDNESDAY' },
      ['2026-06-10', '2026-06-17'],
    ],
    [
      'weekly from the start to the next Monday',
      { type: 'WEEKLY', startDate: '2026-06-10', occurrences: 2, dayOfWeek: 'MONDAY' },
      ['2026-06-15', '2026-06-22'],
    ],
    ['weekly on Sunday', { type: 'WEEKLY', startDate: '2026-06-10', occurrences: 1, dayOfWeek: 'SUNDAY' }, ['2026-06-14']],
    [
      'monthly, the day still to come in the start month',
      { type: 'MONTHLY', startDate: '2026-06-10', occurrences: 2, dayOfMonth: 20 },
      ['2026-06-20', '2026-07-20'],
    ],
    [
      'monthly, the day already past in the start month',
      { type: 'MONTHLY', startDate: '2026-06-10', occurrences: 2, dayOfMonth: 5 },
      ['2026-07-05', '2026-08-05'],
    ],
    [
      'monthly on the 31st, on the last day of shorter months, across a year',
      { type: 'MONTHLY', startDate: '2026-11-01', occurrences: 4, dayOfMonth: 31 },
      ['2026-11-30', '2026-12-31', '2027-01-31', '2027-02-28'],
    ],
    [
      'monthly on the 30th from a start on February 28th',
      { type: 'MONTHLY', startDate: '2027-02-28', occurrences: 2, dayOfMonth: 30 },
      ['2027-02-28', '2027-03-30'],
    ],
    ['custom dates in order', { type: 'CUSTOM', dates: ['2026-08-01', '2026-06-20', '2026-07-04'] }, ['2026-06-20', '2026-07-04', '2026-08-01']],
  ])('%s', (_label, schedule, dates) => {
    expect(scheduleDates(schedule)).toEqual(dates);
  });
});
