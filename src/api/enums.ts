// Value lists the interface publishes (plain data, no zod). Where it says a list is partial ("values seen"), the
// schemas accept any string and these lists name the values known today.
export const PRODUCTS = [
  'ACCOUNTS',
  'CREDIT_CARDS',
  'TRANSACTIONS',
  'PAYMENT_DATA',
  'INVESTMENTS',
  'INVESTMENTS_TRANSACTIONS',
  'IDENTITY',
  'BROKERAGE_NOTE',
  'MOVE_SECURITY',
  'LOANS',
] as const;
export type Product = (typeof PRODUCTS)[number];

/** Connector types (the interface shows PERSONAL_BANK; the rest come from its public clients). */
export const CONNECTOR_TYPES = [
  'PERSONAL_BANK',
  'BUSINESS_BANK',
  'INVOICE',
  'INVESTMENT',
  'TELECOMMUNICATION',
  'DIGITAL_ECONOMY',
  'PAYMENT_ACCOUNT',
  'OTHER',
] as const;

export const CREDENTIAL_TYPES = ['text', 'password', 'number', 'image', 'select', 'oauth'] as const;

export const CONNECTOR_HEALTH_STATUSES = ['ONLINE', 'OFFLINE', 'UNSTABLE'] as const;

/** Item statuses: the interface shows UPDATED, LOGIN_ERROR, OUTDATED; the rest come from its public clients. */
export const ITEM_STATUSES = ['UPDATING', 'UPDATED', 'LOGIN_ERROR', 'OUTDATED', 'WAITING_USER_INPUT', 'WAITING_USER_ACTION', 'MERGING'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** Final executionStatus values (the sync has ended). */
export const FINAL_EXECUTION_STATUSES = [
  'SUCCESS',
  'PARTIAL_SUCCESS',
  'INVALID_CREDENTIALS',
  'INVALID_CREDENTIALS_MFA',
  'CONNECTION_ERROR',
  'SITE_NOT_AVAILABLE',
  'ERROR',
  'USER_INPUT_TIMEOUT',
  'USER_AUTHORIZATION_NOT_GRANTED',
  'USER_AUTHORIZATION_REVOKED',
  'USER_AUTHORIZATION_PENDING',
  'ACCOUNT_NEEDS_ACTION',
  'ALREADY_LOGGED_IN',
  'ACCOUNT_LOCKED',
  'ACCOUNT_CREDENTIALS_RESET',
  'UNEXPECTED_ERROR',
  'USER_NOT_SUPPORTED',
  'MERGE_ERROR',
  'CREATE_ERROR',
] as const;
export type FinalExecutionStatus = (typeof FINAL_EXECUTION_STATUSES)[number];

/** executionStatus values while a sync runs, in the order the steps happen. */
export const PROGRESS_EXECUTION_STATUSES = [
  'CREATING',
  'CREATED',
  'LOGIN_IN_PROGRESS',
  'WAITING_USER_INPUT',
  'WAITING_USER_ACTION',
  'LOGIN_MFA_IN_PROGRESS',
  'ACCOUNTS_IN_PROGRESS',
  'CREDITCARDS_IN_PROGRESS',
  'TRANSACTIONS_IN_PROGRESS',
  'PAYMENT_DATA_IN_PROGRESS',
  'INVESTMENTS_IN_PROGRESS',
  'INVESTMENT_TRANSACTIONS_IN_PROGRESS',
  'IDENTITY_IN_PROGRESS',
  'LOANS_IN_PROGRESS',
  'ACCOUNT_STATEMENTS_IN_PROGRESS',
  'MERGING',
] as const;

export const OPEN_FINANCE_PERMISSIONS = [
  'REGISTRATION_ALL',
  'REGISTRATION_IDENTIFICATIONS',
  'REGISTRATION_QUALIFICATIONS',
  'REGISTRATION_FINANCIAL_RELATIONS',
  'ACCOUNTS_ALL',
  'ACCOUNTS_LIST',
  'ACCOUNTS_BALANCES',
  'ACCOUNTS_LIMITS',
  'ACCOUNTS_TRANSACTIONS',
  'CREDIT_CARDS_ALL',
  'CREDIT_CARDS_LIST',
  'CREDIT_CARDS_LIMITS',
  'CREDIT_CARDS_TRANSACTIONS',
  'CREDIT_CARDS_BILLS',
  'CREDIT_OPERATIONS_ALL',
  'INVESTMENTS_ALL',
  'EXCHANGES_ALL',
] as const;

/** Update rejections of the interface, by the HTTP status that carries them. */
export const UPDATE_REJECTION_CODES = {
  ITEM_IS_ALREADY_UPDATING: 409,
  ITEM_CREATION_LIMIT_EXCEEDED: 409,
  CLIENT_HAS_ITEM_UPDATES_DISABLED: 409,
  ITEM_ORIGINAL_CONNECTED_WITH_DIFFERENT_ACCOUNT: 400,
} as const;
export type UpdateRejectionCode = keyof typeof UPDATE_REJECTION_CODES;
