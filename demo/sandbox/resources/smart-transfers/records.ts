// Smart transfer records as the sandbox keeps them: the public resource plus the owning client.
import type { SmartTransferPayment, SmartTransferPreauthorization } from '../../../../src/api/schemas/index.js';
import type { Store } from '../../core/store.js';
import type { PayerConsent } from '../payments/payer-consent.js';

export type PreauthorizationResource = SmartTransferPreauthorization & { id: string; status: string; createdAt: string; updatedAt: string };
export type StoredPreauthorization = {
  id: string;
  clientId: string;
  /** The payer's CPF or CNPJ, which decides the sandbox outcome. */
  payerTaxNumber: string;
  /** The payer's consent link, answered once. */
  consent?: PayerConsent;
  preauthorization: PreauthorizationResource;
};

export type StoredSmartTransferPayment = { id: string; clientId: string; payment: SmartTransferPayment };

export const preauthorizationsOf = (store: Store) => store.collection('smartTransferPreauthorizations');
export const smartTransferPaymentsOf = (store: Store) => store.collection('smartTransferPayments');
