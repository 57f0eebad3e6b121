// The days a payment request's schedule pays on, in order: one per occurrence of its kind.
import { DAYS_OF_WEEK, type PaymentScheduleInput } from '../../../../src/api/schemas/index.js';
import { addDays } from '../../core/brazil-date.js';

/** Monday 0 … Sunday 6, as DAYS_OF_WEEK lists them. */
const weekdayOf = (day: string): number => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

const pad = (n: number) => String(n).padStart(2, '0');

/** The day of a month that a monthly payment takes: a month too short for it pays on its last day. */
function dayInMonth(year: number, month: number, dayOfMonth: number): string {
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${pad(month + 1)}-${pad(Math.min(dayOfMonth, last))}`;
}

function monthly(startDate: string, occurrences: number, dayOfMonth: number): string[] {
  const [year = 0, month = 1] = startDate.split('-').map(Number);
  // The first payment is in the start date's month if its day is still to come, else in the next.
  const skip = dayInMonth(year, month - 1, dayOfMonth) < startDate ? 1 : 0;
  return Array.from({ length: occurrences }, (_, i) => {
    const index = month - 1 + skip + i;
    return dayInMonth(year + Math.floor(index / 12), index % 12, dayOfMonth);
  });
}

/** Expects a schedule that schedule-check.ts accepted. */
export function scheduleDates(schedule: PaymentScheduleInput): string[] {
  switch (schedule.type) {
    case 'SINGLE':
      return [schedule.date];
    case 'DAILY':
      return Array.from({ length: schedule.occurrences }, (_, i) => addDays(schedule.startDate, i));
    case 'WEEKLY': {
      const wanted = (DAYS_OF_WEEK as readonly string[]).indexOf(schedule.dayOfWeek);
      const first = addDays(schedule.startDate, (wanted - weekdayOf(schedule.startDate) + 7) % 7);
      return Array.from({ length: schedule.occurrences }, (_, i) => addDays(first, 7 * i));
    }
    case 'MONTHLY':
      return monthly(schedule.startDate, schedule.occurrences, schedule.dayOfMonth);
    case 'CUSTOM':
      return [...schedule.dates].sort();
  }
}
