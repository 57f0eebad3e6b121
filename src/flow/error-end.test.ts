// Which error screen, and which onError code, each failed request leads to.
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorCode } from '../api/errors.js';
import { errorEndOf } from './error-end.js';
import { TokenExpiredError } from './token-guard.js';

describe('errorEndOf', () => {
  it.each<[ApiErrorCode, string, string, boolean]>([
    ['ITEM_IS_ALREADY_UPDATING', 'already-updating', 'ITEM_IS_ALREADY_UPDATING', true],
    ['ITEM_CREATION_LIMIT_EXCEEDED', 'update-rejected', 'UPDATE_REJECTED', false],
    ['CLIENT_HAS_ITEM_UPDATES_DISABLED', 'update-rejected', 'UPDATE_REJECTED', false],
    ['ITEM_ORIGINAL_CONNECTED_WITH_DIFFERENT_ACCOUNT', 'update-rejected', 'UPDATE_REJECTED', false],
    ['CONFLICT', 'update-rejected', 'UPDATE_REJECTED', false],
    ['UNAUTHORIZED', 'unauthorized', 'UNAUTHORIZED', false],
    ['FORBIDDEN', 'unauthorized', 'UNAUTHORIZED', false],
    ['RATE_LIMITED', 'rate-limited', 'RATE_LIMITED', true],
    ['TIMEOUT', 'network', 'NETWORK', true],
    ['NOT_FOUND', 'unexpected', 'ITEM_NOT_FOUND', false],
    ['VALIDATION', 'unexpected', 'UNEXPECTED', true],
    ['INVALID_RESPONSE', 'unexpected', 'UNEXPECTED', true],
  ])('%s ends on %s, reported as %s (retry: %s)', (apiCode, kind, code, canRetry) => {
    const error = new ApiError(apiCode, `GET /items/{id} failed with ${apiCode}`);
    expect(errorEndOf(error)).toEqual({ kind, code, canRetry, message: error.message });
  });

  it('names what a 404 was about where the request was made', () => {
    expect(errorEndOf(new ApiError('NOT_FOUND', 'gone'), 'CONNECTOR_NOT_FOUND')).toMatchObject({
      kind: 'connectors-unavailable',
      code: 'CONNECTOR_NOT_FOUND',
    });
  });

  it('ends an expired token without a retry, and anything else as unexpected with one', () => {
    expect(errorEndOf(new TokenExpiredError('expired'))).toMatchObject({ kind: 'token-expired', code: 'TOKEN_EXPIRED', canRetry: false });
    expect(errorEndOf(new Error('boom'))).toMatchObject({ kind: 'unexpected', code: 'UNEXPECTED', canRetry: true });
  });
});
