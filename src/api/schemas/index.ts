// Every schema of the aggregator's interface: the single source of truth for the widget's
// client and the sandbox.
export * from '../enums.js';
export * from './page.js';
export * from './credential.js';
export * from './connector.js';
export * from './item.js';
export * from './error-body.js';
export * from './requests.js';
export * from './account.js';
export * from './transaction.js';
export * from './investment.js';
export * from './loan.js';
export * from './credit-card-bill.js';
export * from './consent.js';
export * from './webhook.js';
export * from './payment-institution.js';
export * from './payment-recipient.js';
export * from './payment-request.js';
export * from './payment-intent.js';
export * from './smart-transfer.js';
export * from './automatic-pix.js';
export * from './boleto.js';
export * from './boleto-connection.js';
export * from './rate-limit.js';
export * from './data-requests.js';
