// A preauthorization's periodic limits: for each day, week, month and year, the amount and the number of payments the payer consented to.
import { z } from '../../../../src/api/z.js';
import { describeIssues } from '../../core/body.js';
import { addDays, brazilDate } from '../../core/brazil-date.js';
import { assertAmount, invalid } from '../payments/checks.js';

/**
 * Names of open finance's sweeping consent, which the interface lists without naming: in each
 * period, quantityLimit payments at most, and transactionLimit as their sum.
 */
export const PERIODS = ['day', 'week', 'month', 'year'] as const;
export type Period = (typeof PERIODS)[number];

const PeriodLimit = z.object({ quantityLimit: z.optional(z.number()), transactionLimit: z.optional(z.number()) });
export type PeriodLimit = z.infer<typeof PeriodLimit>;

export const PeriodicLimits = z.object({
  day: z.optional(PeriodLimit),
  week: z.optional(PeriodLimit),
  month: z.optional(PeriodLimit),
  year: z.optional(PeriodLimit),
});
export type PeriodicLimits = z.infer<typeof PeriodicLimits>;

/** The configuration's periodicLimits as sent, checked: 400 naming the field; null when none is sent. */
export function readPeriodicLimits(raw: unknown): PeriodicLimits | null {
  if (raw === undefined || raw === null) return null;
  const parsed = z.safeParse(PeriodicLimits, raw);
  if (!parsed.success) throw invalid(`configuration.periodicLimits: ${describeIssues(parsed.error.issues)}`);
  for (const period of PERIODS) {
    const limit = parsed.data[period];
    const field = `configuration.periodicLimits.${period}`;
    if (limit?.transactionLimit !== undefined) assertAmount(limit.transactionLimit, `${field}.transactionLimit`);
    const count = limit?.quantityLimit;
    if (count !== undefined && (!Number.isSafeInteger(count) || count < 1))
      throw invalid(`${field}.quantityLimit: must be a whole number of at least 1`);
  }
  return parsed.data;
}

/** The São Paulo calendar period an instant falls in: its day, the Monday of its week, its month, its year. */
export function periodOf(period: Period, ms: number): string {
  const day = brazilDate(ms);
  if (period === 'day') return day;
  if (period === 'month') return day.slice(0, 7);
  if (period === 'year') return day.slice(0, 4);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export const PERIOD_NAMES: Record<Period, { each: string; current: string }> = {
  day: { each: 'Per day', current: 'today' },
  week: { each: 'Per week', current: 'this week' },
  month: { each: 'Per month', current: 'this month' },
  year: { each: 'Per year', current: 'this year' },
};
