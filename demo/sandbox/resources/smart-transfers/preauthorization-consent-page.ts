// The consent page of a smart transfer preauthorization at the payer's institution: to whom, within which limits, and the Authorize and Deny buttons.
import { decisionButtons } from '../../core/consent-form.js';
import { escapeHtml, page } from '../../core/html-page.js';
import { factList, maskedTaxNumber, money, recipientText } from '../payments/payment-facts.js';
import { PERIOD_NAMES, PERIODS, PeriodicLimits, type PeriodLimit } from './periodic-limits.js';
import { z } from '../../../../src/api/z.js';
import type { StoredPreauthorization } from './records.js';

function periodText(limit: PeriodLimit | undefined): string | undefined {
  if (!limit) return undefined;
  const parts = [
    limit.transactionLimit === undefined ? undefined : `up to ${money(limit.transactionLimit)}`,
    limit.quantityLimit === undefined ? undefined : `${limit.quantityLimit} transfer${limit.quantityLimit === 1 ? '' : 's'} at most`,
  ];
  return parts.filter((part) => part !== undefined).join(', ') || undefined;
}

export function preauthorizationConsentPage(stored: StoredPreauthorization, action: string): string {
  const { connector, recipients = [], configuration } = stored.preauthorization;
  const institution = connector?.name ?? 'Sandbox institution';
  const periodic = z.safeParse(PeriodicLimits, configuration?.periodicLimits ?? {});
  const heading = 'Authorize smart transfers';
  const facts = factList([
    ...recipients.map((recipient, i): [string, string | undefined] => [i === 0 ? 'To' : 'Or to', recipientText(recipient)]),
    ['Each transfer', configuration?.transactionLimit === undefined ? undefined : `up to ${money(configuration.transactionLimit)}`],
    ['All transfers', configuration?.totalAllowedAmount === undefined ? undefined : `up to ${money(configuration.totalAllowedAmount)} in all`],
    ...PERIODS.map((period): [string, string | undefined] => [
      PERIOD_NAMES[period].each,
      periodText(periodic.success ? periodic.data[period] : undefined),
    ]),
    ['From the account of', maskedTaxNumber(stored.payerTaxNumber)],
  ]);
  return page(
    heading,
    `<p class="sandbox">${escapeHtml(institution)} · Sandbox institution</p>
<h1>${heading}</h1>
<p>An application asks you to let it transfer money from your account at ${escapeHtml(institution)}, without asking you again each time, to the accounts and within the limits below.</p>
${facts}
${decisionButtons(action, stored.consent?.state ?? '')}`,
  );
}
