// Payment records as the sandbox keeps them: the public resource plus the owning client.
import type {
  AutomaticPixPayment,
  PaymentCustomer,
  PaymentIntent,
  PaymentRecipient,
  PaymentRequest,
  PaymentRequestStatus,
} from '../../../../src/api/schemas/index.js';
import type { Store } from '../../core/store.js';
import type { ScheduledPayment } from './schedule-entry.js';
import type { PayerAccount } from './payer-account.js';
import type { PayerConsent } from './payer-consent.js';
import type { ErrorDetail } from './request-status.js';

type Stamped = { id: string; createdAt: string; updatedAt: string };

export type RecipientResource = PaymentRecipient & Stamped & { name: string; taxNumber: string; isDefault: boolean };
export type StoredRecipient = { id: string; clientId: string; recipient: RecipientResource };

export type CustomerResource = PaymentCustomer & Stamped & { name: string; type: string };
export type StoredCustomer = { id: string; clientId: string; customer: CustomerResource };

export type PaymentRequestKind = 'pix' | 'pix-qr' | 'automatic-pix';
export type RequestResource = PaymentRequest & Stamped & { status: PaymentRequestStatus };
export type StoredPaymentRequest = {
  id: string;
  clientId: string;
  kind: PaymentRequestKind;
  /** The BANK_ACCOUNT recipient's id, which automatic PIX payments must match by tax number. */
  recipientId?: string;
  /** Set while an intent is running, so a second one is refused. */
  activeIntentId?: string;
  /** A scheduled request's payments, once its payer has authorized it. */
  schedules?: ScheduledPayment[];
  request: RequestResource;
};

/**
 * The embedded payment request is read fresh on every answer, so it is not kept here. The interface
 * lists a PIX identifier, the payer's account and error details without naming them: the sandbox
 * calls them endToEndId (as automatic PIX payments do), payerAccount and errorDetail (as requests do).
 */
export type IntentResource = Omit<PaymentIntent, 'paymentRequest'> &
  Stamped & {
    status: string;
    /** The PIX end-to-end id, once the payment is submitted. */
    endToEndId: string | null;
    /** As the institution reports it: only once PAYMENT_COMPLETED, and only where the connector exposes it. */
    payerAccount: PayerAccount | null;
    errorDetail: ErrorDetail | null;
  };
export type StoredPaymentIntent = {
  id: string;
  clientId: string;
  paymentRequestId: string;
  payer: { cpf?: string; cnpj?: string; name?: string };
  /** The payer's consent link, once the intent waits for it. */
  consent?: PayerConsent;
  intent: IntentResource;
};

export type AutomaticPixResource = AutomaticPixPayment & { id: string; status: string; amount: number; date: string };
export type StoredAutomaticPixPayment = {
  id: string;
  clientId: string;
  paymentRequestId: string;
  createdAt: string;
  payment: AutomaticPixResource;
};

export const recipientsOf = (store: Store) => store.collection('paymentRecipients');
export const customersOf = (store: Store) => store.collection('paymentCustomers');
export const paymentRequestsOf = (store: Store) => store.collection('paymentRequests');
export const paymentIntentsOf = (store: Store) => store.collection('paymentIntents');
export const automaticPixPaymentsOf = (store: Store) => store.collection('automaticPixPayments');
