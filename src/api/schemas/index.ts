// Every schema of the aggregator's interface: the single source of truth for the widget's
// client and the sandbox.
export * from './enums';
export * from './page';
export * from './credential';
export * from './connector';
export * from './item';
export * from './error-body';
export * from './requests';
export * from './account';
export * from './transaction';
export * from './investment';
export * from './consent';
export * from './webhook';
export * from './payment-institution';
export * from './payment-recipient';
export * from './payment-request';
export * from './payment-intent';
export * from './smart-transfer';
export * from './automatic-pix';
export * from './boleto';
export * from './boleto-connection';
export * from './rate-limit';
export * from './data-requests';
