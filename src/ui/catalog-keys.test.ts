// The reference catalog translates every status, code and field message the widget can show.
import { describe, expect, it } from 'vitest';
import { FINAL_EXECUTION_STATUSES, PRODUCTS, PROGRESS_EXECUTION_STATUSES } from '../api/enums.js';
import { WIDGET_ERROR_CODES } from '../contract/error-codes.js';
import { FIELD_ERRORS } from '../flow/validation/field-errors.js';
import { en } from '../i18n/en.js';

describe('English catalog', () => {
  const keys = new Set(Object.keys(en));
  it.each([
    ...PROGRESS_EXECUTION_STATUSES.map((s) => `executionStatus.${s}`),
    ...FINAL_EXECUTION_STATUSES.filter((s) => s !== 'SUCCESS' && s !== 'PARTIAL_SUCCESS').map((s) => `itemError.${s}`),
    ...Object.keys(WIDGET_ERROR_CODES).map((c) => `widgetError.${c}`),
    ...PRODUCTS.map((p) => `product.${p}`),
    ...Object.values(FIELD_ERRORS),
  ])('translates %s', (key) => {
    expect(keys.has(key)).toBe(true);
  });
});
