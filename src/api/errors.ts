// The one error type the API client throws, with a code the widget can branch on.
import type { ParameterError } from './schemas/index.js';

export const API_ERROR_CODES = {
  /** 400: the submitted parameters break the connector's rules; see `parameterErrors`. */
  VALIDATION: 'VALIDATION',
  /** 401: the API key or connect token is missing, invalid or expired. */
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** 403: the credential may not reach this resource (a connect token asking for product data). */
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  ITEM_IS_ALREADY_UPDATING: 'ITEM_IS_ALREADY_UPDATING',
  ITEM_CREATION_LIMIT_EXCEEDED: 'ITEM_CREATION_LIMIT_EXCEEDED',
  CLIENT_HAS_ITEM_UPDATES_DISABLED: 'CLIENT_HAS_ITEM_UPDATES_DISABLED',
  ITEM_ORIGINAL_CONNECTED_WITH_DIFFERENT_ACCOUNT: 'ITEM_ORIGINAL_CONNECTED_WITH_DIFFERENT_ACCOUNT',
  /** 409 with a code the interface does not list. */
  CONFLICT: 'CONFLICT',
  /** 429 that outlasted the one retry, or whose wait is longer than the client accepts. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** Any other 4xx, or a redirect the fetch did not follow. */
  UNEXPECTED_STATUS: 'UNEXPECTED_STATUS',
  SERVER: 'SERVER',
  NETWORK: 'NETWORK',
  TIMEOUT: 'TIMEOUT',
  ABORTED: 'ABORTED',
  /** A 2xx whose body does not match the interface; see `field`. */
  INVALID_RESPONSE: 'INVALID_RESPONSE',
  /** Refused before sending: a path id that would change the path ("", ".", ".."). */
  INVALID_REQUEST: 'INVALID_REQUEST',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

export type ApiErrorDetails = {
  status?: number;
  parameterErrors?: ParameterError[];
  retryAfterMs?: number;
  field?: string;
  body?: unknown;
  cause?: unknown;
};

/**
 * The message is built only from the endpoint template, the status and the response's shape:
 * never from the token or the request body, so it is safe to log or show.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  // Declared, set in one assignment: no field initialisers to ship.
  declare readonly code: ApiErrorCode;
  declare readonly status?: number;
  declare readonly parameterErrors: ParameterError[];
  declare readonly retryAfterMs?: number;
  declare readonly field?: string;
  declare readonly body?: unknown;

  constructor(code: ApiErrorCode, message: string, details: ApiErrorDetails = {}) {
    const { cause, status, parameterErrors = [], retryAfterMs, field, body } = details;
    super(message, cause === undefined ? undefined : { cause });
    Object.assign(this, { code, status, parameterErrors, retryAfterMs, field, body });
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
