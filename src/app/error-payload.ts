// The widget's onError payload, reduced to what the protocol's error message carries.
import type { WidgetError } from '../contract/error-codes.js';

const MAX_TEXT = 2000;
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** The element adds `option` to its INVALID_OPTIONS errors; the flow's errors may carry the item. */
export function errorPayload(payload: WidgetError): WidgetError {
  const error: WidgetError = { code: payload.code, message: clip(payload.message) };
  if (payload.option !== undefined) error.option = clip(payload.option);
  if (payload.data?.item) error.data = { item: payload.data.item };
  return error;
}
