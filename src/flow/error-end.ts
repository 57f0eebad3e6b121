// Which error screen a failed request leads to, with the code onError reports.
import { isApiError } from '../api/errors.js';
import type { WidgetErrorCode } from '../contract/error-codes.js';
import { TokenExpiredError } from './token-guard.js';
import type { ErrorKind } from './types.js';

export type ErrorEnd = { kind: ErrorKind; code: WidgetErrorCode; canRetry: boolean; message: string };

const REJECTIONS: ReadonlySet<string> = new Set([
  'ITEM_CREATION_LIMIT_EXCEEDED',
  'CLIENT_HAS_ITEM_UPDATES_DISABLED',
  'ITEM_ORIGINAL_CONNECTED_WITH_DIFFERENT_ACCOUNT',
  'CONFLICT',
]);

/**
 * `notFound` names what a 404 means where the request was made (an item unless told otherwise). Messages
 * come from ApiError, which never carries a token or a submitted value.
 */
export function errorEndOf(error: unknown, notFound: WidgetErrorCode = 'ITEM_NOT_FOUND'): ErrorEnd {
  if (error instanceof TokenExpiredError) {
    return { kind: 'token-expired', code: 'TOKEN_EXPIRED', canRetry: false, message: error.message };
  }
  if (!isApiError(error)) {
    return { kind: 'unexpected', code: 'UNEXPECTED', canRetry: true, message: 'Unexpected failure in the connection flow' };
  }
  const { message } = error;
  switch (error.code) {
    case 'ITEM_IS_ALREADY_UPDATING':
      return { kind: 'already-updating', code: 'ITEM_IS_ALREADY_UPDATING', canRetry: true, message };
    case 'UNAUTHORIZED':
    case 'FORBIDDEN':
      return { kind: 'unauthorized', code: 'UNAUTHORIZED', canRetry: false, message };
    case 'RATE_LIMITED':
      return { kind: 'rate-limited', code: 'RATE_LIMITED', canRetry: true, message };
    case 'NETWORK':
    case 'TIMEOUT':
    case 'SERVER':
      return { kind: 'network', code: 'NETWORK', canRetry: true, message };
    case 'NOT_FOUND':
      return { kind: notFound === 'CONNECTOR_NOT_FOUND' ? 'connectors-unavailable' : 'unexpected', code: notFound, canRetry: false, message };
    default:
      if (REJECTIONS.has(error.code)) return { kind: 'update-rejected', code: 'UPDATE_REJECTED', canRetry: false, message };
      return { kind: 'unexpected', code: 'UNEXPECTED', canRetry: true, message };
  }
}
