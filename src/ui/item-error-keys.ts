// The item error codes the catalog has words for (`itemError.<code>`), as a runtime set, to tell a known code from network text.
import { FINAL_EXECUTION_STATUSES } from '../api/enums.js';
import type { ItemErrorCode } from './catalog-keys.js';

const ITEM_ERROR_CODES: ReadonlySet<string> = new Set(FINAL_EXECUTION_STATUSES.filter((s) => s !== 'SUCCESS' && s !== 'PARTIAL_SUCCESS'));

export const isItemErrorCode = (code: string): code is ItemErrorCode => ITEM_ERROR_CODES.has(code);
