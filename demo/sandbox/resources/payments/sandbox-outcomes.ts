// How a merchant reaches the unhappy paths in the sandbox: the payer's answer, the payer's CPF, one amount.
//
// At the consent page the payer authorizes or denies; a denied or unanswered consent ends the intent
// CONSENT_REJECTED (the preauthorization REJECTED). Once the payer authorizes, the payer's CPF (or
// CNPJ) picks what the institution does:
// - 000.000.000-00: the institution rejects the consent (intent CONSENT_REJECTED, preauthorization REJECTED);
// - 100.000.000-19, 200.000.000-27, 300.000.000-35, 400.000.000-43, 500.000.000-51: it refuses each
//   payment for the reason of PAYER_REFUSALS below;
// - 600.000.000-60: a multi-signature account: each payment is PAYMENT_PARTIALLY_ACCEPTED for a step,
//   until the account's second holder signs, then goes on to be paid;
// - any other: it pays.
// An amount of 666.66 is refused by the payer's bank whoever pays: a payment intent ends
// PAYMENT_REJECTED, a smart transfer payment PAYMENT_REJECTED (PAYMENT_REJECTED_BY_HOLDER), and an
// automatic PIX payment's first attempt ERROR (SALDO_INSUFICIENTE; a retry succeeds).
import type { AutomaticPixErrorCode, SmartTransferPaymentErrorCode } from '../../../../src/api/schemas/index.js';

export const REJECTED_AMOUNT = 666.66;

const digits = (taxNumber: string | undefined) => (taxNumber ?? '').replace(/\D/g, '');

export const rejectsConsent = (taxNumber: string | undefined): boolean => /^0+$/.test(digits(taxNumber));

export const bankRefuses = (amount: number | undefined): boolean => amount !== undefined && Math.round(amount * 100) === REJECTED_AMOUNT * 100;

/** What the payer's institution does instead of paying. */
export type Refusal = {
  /** The open-finance reason, from the interface's list of payment error codes. */
  code: AutomaticPixErrorCode;
  description: string;
  /** A refusal ends the intent PAYMENT_REJECTED; a failure on the institution's side ERROR. */
  intentStatus: 'PAYMENT_REJECTED' | 'ERROR';
  /** The same end of a smart transfer payment, in its own codes. */
  smartTransfer: { status: 'PAYMENT_REJECTED' | 'ERROR'; code: SmartTransferPaymentErrorCode };
};

const REFUSED_BY_HOLDER: Refusal = {
  code: 'PAGAMENTO_RECUSADO_DETENTORA',
  description: 'The payer institution refused the payment',
  intentStatus: 'PAYMENT_REJECTED',
  smartTransfer: { status: 'PAYMENT_REJECTED', code: 'PAYMENT_REJECTED_BY_HOLDER' },
};

/** Payer CPFs, as digits, whose payments the institution refuses, and why. */
export const PAYER_REFUSALS: Readonly<Record<string, Refusal>> = {
  '10000000019': {
    code: 'SALDO_INSUFICIENTE',
    description: 'The payer has no balance for this payment',
    intentStatus: 'PAYMENT_REJECTED',
    smartTransfer: { status: 'PAYMENT_REJECTED', code: 'PAYMENT_REJECTED_BY_HOLDER' },
  },
  '20000000027': {
    code: 'VALOR_ACIMA_LIMITE',
    description: "The amount is above the payer's limit at the institution",
    intentStatus: 'PAYMENT_REJECTED',
    smartTransfer: { status: 'PAYMENT_REJECTED', code: 'PAYMENT_REJECTED_BY_HOLDER' },
  },
  '30000000035': REFUSED_BY_HOLDER,
  '40000000043': {
    code: 'PAGAMENTO_RECUSADO_SPI',
    description: 'The instant payments system refused the payment',
    intentStatus: 'PAYMENT_REJECTED',
    smartTransfer: { status: 'PAYMENT_REJECTED', code: 'PAYMENT_REJECTED_BY_SPI' },
  },
  '50000000051': {
    code: 'FALHA_INFRAESTRUTURA_DETENTORA',
    description: 'The payer institution failed to process the payment',
    intentStatus: 'ERROR',
    smartTransfer: { status: 'ERROR', code: 'INFRASTRUCTURE_FAILURE' },
  },
};

/** The payer CPF, as digits, whose account needs a second holder's signature on each payment. */
export const MULTI_SIGNATURE_PAYER = '60000000060';

/** Whether each payment of this payer waits, PAYMENT_PARTIALLY_ACCEPTED, for a second signature. */
export const needsSecondSignature = (payer: { cpf?: string; cnpj?: string }): boolean =>
  digits(payer.cpf) === MULTI_SIGNATURE_PAYER || digits(payer.cnpj) === MULTI_SIGNATURE_PAYER;

/** The institution's refusal of this payer's payment of this amount, or null when it pays. */
export function refusalFor(payer: { cpf?: string; cnpj?: string }, amount: number | undefined): Refusal | null {
  return PAYER_REFUSALS[digits(payer.cpf)] ?? PAYER_REFUSALS[digits(payer.cnpj)] ?? (bankRefuses(amount) ? REFUSED_BY_HOLDER : null);
}
