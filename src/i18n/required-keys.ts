// Catalog keys that lists elsewhere in the project demand, so a new status or code is a type error until translated.
import type { FINAL_EXECUTION_STATUSES, PRODUCTS, PROGRESS_EXECUTION_STATUSES } from '../api/schemas/enums.js';
import type { WidgetErrorCode } from '../flow/error-codes.js';
import type { FieldErrorKey } from '../flow/validation/field-errors.js';
import type { ErrorKind } from '../flow/types.js';

/** Final statuses that are not a success: the item error codes a form or screen may report. */
export type ItemErrorCode = Exclude<(typeof FINAL_EXECUTION_STATUSES)[number], 'SUCCESS' | 'PARTIAL_SUCCESS'>;

/** statusDetail has one product the products list does not name. */
export type ProductKey = (typeof PRODUCTS)[number] | 'ACCOUNT_STATEMENTS';

export type RequiredKey =
  | `executionStatus.${(typeof PROGRESS_EXECUTION_STATUSES)[number]}`
  | `itemError.${ItemErrorCode}`
  | `widgetError.${WidgetErrorCode}`
  | `error.${ErrorKind}.heading`
  | `error.${ErrorKind}.body`
  | `product.${ProductKey}`
  /** Messages the flow puts on a field as keys for the view to translate. */
  | FieldErrorKey;
