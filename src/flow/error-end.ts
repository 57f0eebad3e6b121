// Which error screen a failed request leads to, with the code onError reports.
import { UPDATE_REJECTION_CODES } from '../api/enums.js';
import { isApiError } from '../api/errors.js';
import type { WidgetErrorCode } from '../contract/error-codes.js';
import { TokenExpiredError } from './token-guard.js';
import type { ErrorKind } from './types.js';

export type ErrorEnd = { kind: ErrorKind; code: WidgetErrorCode; canRetry: boolean; message: string };

/** The interface's update rejections (ITEM_IS_ALREADY_UPDATING has its own end) and a 409 it does not list. */
const isRejection = (code: string): boolean => code === 'CONFLICT' || Object.hasOwn(UPDATE_REJECTION_CODES, code);

export const errorEnd = (kind: ErrorKind, code: WidgetErrorCode, canRetry: boolean, message: string): ErrorEnd => ({
  kind,
  code,
  canRetry,
  message,
});

/**
 * `notFound` names what a 404 means where the request was made (an item unless told otherwise). Messages
 * come from ApiError, which never carries a token or a submitted value.
 */
export function errorEndOf(error: unknown, notFound: WidgetErrorCode = 'ITEM_NOT_FOUND'): ErrorEnd {
  if (error instanceof TokenExpiredError) return errorEnd('token-expired', 'TOKEN_EXPIRED', false, error.message);
  if (!isApiError(error)) return errorEnd('unexpected', 'UNEXPECTED', true, 'Unexpected failure in the connection flow');
  const { code, message } = error;
  switch (code) {
    case 'ITEM_IS_ALREADY_UPDATING':
      return errorEnd('already-updating', code, true, message);
    case 'UNAUTHORIZED':
    case 'FORBIDDEN':
      return errorEnd('unauthorized', 'UNAUTHORIZED', false, message);
    case 'RATE_LIMITED':
      return errorEnd('rate-limited', code, true, message);
    case 'NETWORK':
    case 'TIMEOUT':
    case 'SERVER':
      return errorEnd('network', 'NETWORK', true, message);
    case 'NOT_FOUND':
      return errorEnd(notFound === 'CONNECTOR_NOT_FOUND' ? 'connectors-unavailable' : 'unexpected', notFound, false, message);
    default:
      return isRejection(code) ? errorEnd('update-rejected', 'UPDATE_REJECTED', false, message) : errorEnd('unexpected', 'UNEXPECTED', true, message);
  }
}
