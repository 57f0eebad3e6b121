// Words for field and form errors: the flow's keys and known codes are translated, network text shown as it is.
import type { FormErrors } from '../flow/types.js';
import { isFieldErrorKey } from '../flow/index.js';
import type { Translate } from '../i18n/index.js';
import { ITEM_ERROR_KEYS, type ItemErrorKey } from './item-error-keys.js';

export const fieldErrorText = (t: Translate, message: string): string => (isFieldErrorKey(message) ? t(message) : message);

const isItemErrorKey = (key: string): key is ItemErrorKey => ITEM_ERROR_KEYS.has(key);

export function formErrorText(t: Translate, form: NonNullable<FormErrors['form']>): string {
  const itemKey = `itemError.${form.code}`;
  if (isItemErrorKey(itemKey)) return t(itemKey);
  if (form.code === 'ITEM_NOT_FOUND') return t('formError.itemLost');
  if (form.code === 'NETWORK') return t('error.network.body');
  if (form.code === 'RATE_LIMITED') return t('error.rate-limited.body');
  // A server message about a parameter this form does not show is still worth reading.
  if (form.message) return form.message;
  return form.code === 'VALIDATION' ? t('formError.validation') : t('formError.generic');
}
