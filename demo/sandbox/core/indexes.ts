// What each collection is looked up by besides its id: one index per question a route asks, so that a list costs what it answers.
import { itemIndexes } from '../resources/items/item-indexes.js';
import type { Collections } from './collections.js';

/** An index reads the value a record is filed under; null or undefined files it under none. */
export type IndexesOf<T> = Readonly<Record<string, (record: T) => string | null | undefined>>;

export const INDEXES = {
  items: itemIndexes,
  consents: { itemId: (consent) => consent.itemId },
  userCategories: { itemId: (choice) => choice.itemId },
  webhooks: { clientId: (stored) => stored.clientId },
  events: { clientId: (event) => event.clientId, itemId: (event) => event.itemId },
  paymentRequests: { clientId: (stored) => stored.clientId },
  paymentIntents: { paymentRequestId: (stored) => stored.paymentRequestId },
  paymentRecipients: { clientId: (stored) => stored.clientId },
  paymentCustomers: { clientId: (stored) => stored.clientId },
  automaticPixPayments: { paymentRequestId: (stored) => stored.paymentRequestId },
  smartTransferPreauthorizations: { clientId: (stored) => stored.clientId },
  smartTransferPayments: { preauthorizationId: (stored) => stored.payment.preauthorizationId },
  boletos: {},
  boletoConnections: { itemId: (stored) => stored.itemId },
  idempotencyKeys: {},
  sandboxClock: {},
} satisfies { [N in keyof Collections]: IndexesOf<Collections[N]> };

export type IndexName<N extends keyof Collections> = keyof (typeof INDEXES)[N] & string;
