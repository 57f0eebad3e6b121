// Every store collection by name, with the record type it holds: a record of the wrong type is a type error.
//
// An item's collected data (accounts, transactions, investments...) is no collection: it is drawn
// from the item's seeds on each read (resources/data/item-data.ts). What is kept of it is what
// a client changed or a sync decided: consents and the categories users chose.
import type { StoredBoleto, StoredBoletoConnection } from '../resources/boletos/records.js';
import type { ConsentRecord, UserCategoryRecord } from '../resources/data/records.js';
import type { StoredItem } from '../resources/items/stored-item.js';
import type {
  StoredAutomaticPixPayment,
  StoredCustomer,
  StoredPaymentIntent,
  StoredPaymentRequest,
  StoredRecipient,
} from '../resources/payments/records.js';
import type { StoredPreauthorization, StoredSmartTransferPayment } from '../resources/smart-transfers/records.js';
import type { StoredWebhook } from '../resources/webhooks/stored-webhook.js';
import type { SandboxEvent } from './events.js';
import type { StoredIdempotencyKey } from './idempotency.js';
import type { KeptClockOffset } from './kept-clock.js';

export type Collections = {
  items: StoredItem;
  consents: ConsentRecord;
  userCategories: UserCategoryRecord;
  webhooks: StoredWebhook;
  events: SandboxEvent;
  paymentRequests: StoredPaymentRequest;
  paymentIntents: StoredPaymentIntent;
  paymentRecipients: StoredRecipient;
  paymentCustomers: StoredCustomer;
  automaticPixPayments: StoredAutomaticPixPayment;
  smartTransferPreauthorizations: StoredPreauthorization;
  smartTransferPayments: StoredSmartTransferPayment;
  boletos: StoredBoleto;
  boletoConnections: StoredBoletoConnection;
  idempotencyKeys: StoredIdempotencyKey;
  sandboxClock: KeptClockOffset;
};
