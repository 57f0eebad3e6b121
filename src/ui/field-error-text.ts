// Words for field and form errors: the flow's keys and known codes are translated, network text shown as it is.
import type { FormErrors } from '../flow/types.js';
import { isFieldErrorKey } from '../flow/index.js';
import type { Translate } from '../i18n/index.js';
import { isItemErrorCode } from './item-error-keys.js';

export const fieldErrorText = (t: Translate, message: string): string => (isFieldErrorKey(message) ? t(message) : message);

export function formErrorText(t: Translate, form: NonNullable<FormErrors['form']>): string {
  if (isItemErrorCode(form.code)) return t(`itemError.${form.code}`);
  if (form.code === 'ITEM_NOT_FOUND') return t('formError.itemLost');
  if (form.code === 'NETWORK') return t('error.network.body');
  if (form.code === 'RATE_LIMITED') return t('error.rate-limited.body');
  // A server message about a parameter this form does not show is still worth reading.
  if (form.message) return form.message;
  return form.code === 'VALIDATION' ? t('formError.validation') : t('formError.generic');
}
