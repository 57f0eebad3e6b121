// The payment's amount and dates as a Brazilian payer reads them, whatever the page's language: R$ 1.234,56.
import { formatCurrency, formatDate } from '../i18n/format.js';

export const formatAmount = (amount: number): string => formatCurrency(amount, 'pt');

export const formatWhen = (date: string | null | undefined, now: () => Date = () => new Date()): string =>
  formatDate(date ?? now(), 'pt', { dateStyle: 'short', timeStyle: 'short' });
