// What a consent page tells the payer about a payment or its recipients, as label and text pairs, amounts in pt-BR.
import type { PaymentRecipient } from '../../../../src/api/schemas/index.js';
import { escapeHtml } from '../../core/html-page.js';
import { brl } from './brl.js';

export type Fact = readonly [label: string, text: string];

/** A CPF or CNPJ as consent pages show it: the middle digits only. */
export function maskedTaxNumber(taxNumber: string | undefined): string | undefined {
  const digits = (taxNumber ?? '').replace(/\D/g, '');
  if (digits.length === 11) return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
  if (digits.length === 14) return `**.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-**`;
  return undefined;
}

/** Who is paid: the name, then the institution or the PIX key it is reached by. */
export function recipientText(recipient: PaymentRecipient | null | undefined): string | undefined {
  if (!recipient) return undefined;
  const where =
    recipient.paymentInstitution?.tradeName ?? recipient.paymentInstitution?.name ?? (recipient.pixKey ? `PIX key ${recipient.pixKey}` : undefined);
  const name = recipient.name ?? maskedTaxNumber(recipient.taxNumber);
  return [name, where].filter((part) => part !== undefined && part !== '').join(', ') || undefined;
}

export const money = (amount: number | undefined): string | undefined => (amount === undefined ? undefined : brl(amount));

/** The facts that are known, as a description list. */
export function factList(facts: readonly (readonly [string, string | undefined | null])[]): string {
  const rows = facts.filter((fact): fact is Fact => typeof fact[1] === 'string' && fact[1] !== '');
  return `<dl>\n${rows.map(([label, text]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(text)}</dd>`).join('\n')}\n</dl>`;
}
