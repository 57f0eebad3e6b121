// Checks a payment request's schedule: real dates after today, sane counts, known weekdays.
import { DAYS_OF_WEEK, type PaymentScheduleInput } from '../../../../src/api/schemas/index.js';
import { invalid } from './checks.js';
import { parseDateOnly } from '../../core/brazil-date.js';

/** Open finance caps a series at 60 payments. */
const MAX_OCCURRENCES = 60;

function futureDate(text: string, field: string, today: string): void {
  const date = parseDateOnly(text);
  if (!date) throw invalid(`${field}: must be a date as YYYY-MM-DD`);
  if (date <= today) throw invalid(`${field}: a scheduled payment must be on a later day than today (${today})`);
}

function occurrences(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > MAX_OCCURRENCES) throw invalid(`schedule.occurrences: must be an integer from 1 to ${MAX_OCCURRENCES}`);
}

export function assertSchedule(schedule: PaymentScheduleInput, today: string): void {
  switch (schedule.type) {
    case 'SINGLE':
      futureDate(schedule.date, 'schedule.date', today);
      return;
    case 'DAILY':
      futureDate(schedule.startDate, 'schedule.startDate', today);
      occurrences(schedule.occurrences);
      return;
    case 'WEEKLY':
      futureDate(schedule.startDate, 'schedule.startDate', today);
      occurrences(schedule.occurrences);
      if (!(DAYS_OF_WEEK as readonly string[]).includes(schedule.dayOfWeek))
        throw invalid(`schedule.dayOfWeek: must be one of ${DAYS_OF_WEEK.join(', ')}`);
      return;
    case 'MONTHLY':
      futureDate(schedule.startDate, 'schedule.startDate', today);
      occurrences(schedule.occurrences);
      if (!Number.isInteger(schedule.dayOfMonth) || schedule.dayOfMonth < 1 || schedule.dayOfMonth > 31) {
        throw invalid('schedule.dayOfMonth: must be an integer from 1 to 31');
      }
      return;
    case 'CUSTOM':
      if (schedule.dates.length === 0 || schedule.dates.length > MAX_OCCURRENCES)
        throw invalid(`schedule.dates: must hold 1 to ${MAX_OCCURRENCES} dates`);
      if (new Set(schedule.dates).size !== schedule.dates.length) throw invalid('schedule.dates: must not repeat a date');
      for (const [i, date] of schedule.dates.entries()) futureDate(date, `schedule.dates.${i}`, today);
      return;
  }
}
