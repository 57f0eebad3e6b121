// The execution step and statusDetail key of each product a sync collects, in collection order.
export const PRODUCT_STEPS: { product: string; step: string; detailKey: string }[] = [
  { product: 'ACCOUNTS', step: 'ACCOUNTS_IN_PROGRESS', detailKey: 'accounts' },
  { product: 'CREDIT_CARDS', step: 'CREDITCARDS_IN_PROGRESS', detailKey: 'creditCards' },
  { product: 'TRANSACTIONS', step: 'TRANSACTIONS_IN_PROGRESS', detailKey: 'transactions' },
  { product: 'PAYMENT_DATA', step: 'PAYMENT_DATA_IN_PROGRESS', detailKey: 'paymentData' },
  { product: 'INVESTMENTS', step: 'INVESTMENTS_IN_PROGRESS', detailKey: 'investments' },
  { product: 'INVESTMENTS_TRANSACTIONS', step: 'INVESTMENTS_TRANSACTIONS_IN_PROGRESS', detailKey: 'investmentsTransactions' },
  { product: 'IDENTITY', step: 'IDENTITY_IN_PROGRESS', detailKey: 'identity' },
  { product: 'LOANS', step: 'LOANS_IN_PROGRESS', detailKey: 'loans' },
];
