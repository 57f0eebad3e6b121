// A preauthorization's limits in words, as the payer agrees to them: per payment, in all, and per day, week, month and year.
import type { PayTranslate } from '../i18n/translator.js';
import { formatAmount } from '../money.js';
import { body } from '../../ui/styles/text.css.js';
import type { OfferLimits } from './offer-schemas.js';

const PERIODS = ['day', 'week', 'month', 'year'] as const;

/** One line per limit, in the order a payer weighs them; none when the offer sets none. */
export function limitLines(limits: OfferLimits, t: PayTranslate): string[] {
  const upTo = (amount: string, period: string) => t('offer.upTo', { amount, period });
  const lines: string[] = [];
  if (limits.transactionLimit !== undefined) lines.push(upTo(formatAmount(limits.transactionLimit), t('offer.each')));
  if (limits.totalAllowedAmount !== undefined) lines.push(upTo(formatAmount(limits.totalAllowedAmount), t('offer.total')));
  for (const name of PERIODS) {
    const { quantityLimit: count, transactionLimit: sum } = limits.periodicLimits?.[name] ?? {};
    const payments = count === undefined ? '' : count === 1 ? t('offer.one') : t('offer.many', { count });
    const amount = sum === undefined ? '' : formatAmount(sum);
    if (payments || amount) lines.push(upTo(payments && amount ? t('offer.and', { payments, amount }) : payments || amount, t(`offer.${name}`)));
  }
  return lines;
}

export const LimitList = ({ limits, t }: { limits: OfferLimits; t: PayTranslate }) => (
  <ul class={body}>
    {limitLines(limits, t).map((line) => (
      <li key={line}>{line}</li>
    ))}
  </ul>
);
