// Catalog keys that lists elsewhere in the widget demand (item error codes, error screens,
// products, field messages), checked against the reference catalog: a new status or code does not
// compile until it is translated. Kept here, where the views meet the flow and the catalogs.
import type { FINAL_EXECUTION_STATUSES, PRODUCTS } from '../api/enums.js';
import type { ErrorKind } from '../flow/types.js';
import type { FieldErrorKey } from '../flow/validation/field-errors.js';
import type { CatalogKey } from '../i18n/catalog.js';

/** Final statuses that are not a success: the item error codes a form or screen may report. */
export type ItemErrorCode = Exclude<(typeof FINAL_EXECUTION_STATUSES)[number], 'SUCCESS' | 'PARTIAL_SUCCESS'>;

/** statusDetail has one product the products list does not name. */
export type ProductKey = (typeof PRODUCTS)[number] | 'ACCOUNT_STATEMENTS';

export type RequiredKey =
  | `itemError.${ItemErrorCode}`
  | `error.${ErrorKind}.heading`
  | `error.${ErrorKind}.body`
  | `product.${ProductKey}`
  /** Messages the flow puts on a field as keys for the view to translate. */
  | FieldErrorKey;

type NoneMissing<Missing extends never> = Missing;
/** Compiles only while the reference catalog has every required key; the error names the missing ones. */
export type CatalogCoversRequiredKeys = NoneMissing<Exclude<RequiredKey, CatalogKey>>;
