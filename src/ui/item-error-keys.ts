// The catalog keys of item error codes, as a runtime set, to tell a known code from network text.
import { FINAL_EXECUTION_STATUSES } from '../api/enums.js';
import type { ItemErrorCode } from './catalog-keys.js';

export type ItemErrorKey = `itemError.${ItemErrorCode}`;

export const ITEM_ERROR_KEYS: ReadonlySet<string> = new Set(
  FINAL_EXECUTION_STATUSES.filter((s) => s !== 'SUCCESS' && s !== 'PARTIAL_SUCCESS').map((s) => `itemError.${s}`),
);
