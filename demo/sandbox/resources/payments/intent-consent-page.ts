// The consent page of a payment intent at the payer's institution: what is paid, to whom, when, and the Authorize and Deny buttons.
import type { PaymentRequestAutomaticPix, PaymentRequestSchedule } from '../../../../src/api/schemas/index.js';
import { decisionButtons } from '../../core/consent-form.js';
import { escapeHtml, page } from '../../core/html-page.js';
import { factList, maskedTaxNumber, money, recipientText } from './payment-facts.js';
import type { StoredPaymentIntent, StoredPaymentRequest } from './records.js';

/** A recurring consent's amount rule, as the payer agrees to it. */
function recurringAmount(consent: PaymentRequestAutomaticPix): string | undefined {
  if (consent.fixedAmount !== undefined) return `${money(consent.fixedAmount)} each time`;
  const [min, max] = [money(consent.minimumVariableAmount), money(consent.maximumVariableAmount)];
  if (min && max) return `from ${min} to ${max} each time`;
  if (max) return `up to ${max} each time`;
  return min ? `at least ${min} each time` : undefined;
}

function scheduleText(schedule: PaymentRequestSchedule): string | undefined {
  if (schedule.type === 'SINGLE') return schedule.date ? `On ${schedule.date}` : undefined;
  if (schedule.type === 'CUSTOM') return schedule.dates?.length ? `On ${schedule.dates.join(', ')}` : undefined;
  const every = {
    DAILY: 'every day',
    WEEKLY: `every ${(schedule.dayOfWeek ?? '').toLowerCase()}`,
    MONTHLY: `monthly on day ${schedule.dayOfMonth ?? ''}`,
  }[schedule.type];
  return every && schedule.startDate ? `${schedule.occurrences ?? ''} payments ${every} from ${schedule.startDate}`.trim() : undefined;
}

export function intentConsentPage(stored: StoredPaymentIntent, request: StoredPaymentRequest, action: string): string {
  const { amount, automaticPix, schedule, description, recipient } = request.request;
  const institution = stored.intent.connector?.name ?? 'Sandbox institution';
  const heading = automaticPix
    ? 'Authorize recurring payments (automatic PIX)'
    : `Authorize ${schedule ? 'a scheduled payment' : 'a payment'}${amount === undefined ? '' : ` of ${money(amount)}`}`;
  const facts = factList([
    ['Amount', money(amount)],
    ['Amount of each payment', automaticPix ? recurringAmount(automaticPix) : undefined],
    ['How often', automaticPix?.interval?.toLowerCase()],
    ['First payment', automaticPix?.firstPayment?.amount === undefined ? undefined : money(automaticPix.firstPayment.amount)],
    ['When', schedule ? scheduleText(schedule) : undefined],
    ['To', recipientText(recipient)],
    ['Description', description],
    ['From the account of', maskedTaxNumber(stored.payer.cnpj ?? stored.payer.cpf)],
  ]);
  return page(
    heading,
    `<p class="sandbox">${escapeHtml(institution)} · Sandbox institution</p>
<h1>${escapeHtml(heading)}</h1>
<p>An application asks you to authorize this payment from your account at ${escapeHtml(institution)}.</p>
${facts}
${decisionButtons(action, stored.consent?.state ?? '')}`,
  );
}
