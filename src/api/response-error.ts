// Turns a non-2xx answer into an ApiError: its code, its parameter errors and a safe message.
import { ApiError } from './errors.js';
import type { ApiErrorCode } from './errors.js';
import { UPDATE_REJECTION_CODES } from './enums.js';
import { ParameterError } from './schemas/error-body.js';
import type { UpdateRejectionCode } from './schemas/index.js';

export type FailedResponse = {
  status: number;
  statusText: string;
  /** Parsed JSON when the body was JSON, otherwise its text. */
  body: unknown;
};

const fieldOf = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;

/**
 * Entries are kept one by one, so one malformed entry does not hide the others. A server may send
 * the same errors under both names (the interface's `errors`, its client's `details`): each
 * error is kept once, or the user would read it twice.
 */
function parameterErrorsOf(body: unknown): ParameterError[] {
  const found = new Map<string, ParameterError>();
  for (const key of ['errors', 'details']) {
    const list = fieldOf(body, key);
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const parsed = ParameterError.safeParse(entry);
      if (!parsed.success) continue;
      const { code, parameter, message } = parsed.data;
      found.set(JSON.stringify([code, parameter, message]), parsed.data);
    }
  }
  return [...found.values()];
}

/** The interface puts the rejection in `code`; its public client in `codeDescription`. */
function rejectionOf(body: unknown): UpdateRejectionCode | undefined {
  for (const key of ['code', 'codeDescription']) {
    const value = fieldOf(body, key);
    if (typeof value === 'string' && Object.hasOwn(UPDATE_REJECTION_CODES, value)) {
      return value as UpdateRejectionCode;
    }
  }
  return undefined;
}

/**
 * The body's own message is left out of `message` (it stays in `body`): a server may echo what
 * it was sent, and the message must never carry a credential. Server text that is shown (status
 * text, parameter names) is dropped when it contains any of `secrets`.
 */
export function errorFromResponse(endpoint: string, response: FailedResponse, secrets: readonly string[], retryAfterMs?: number): ApiError {
  const { status, body } = response;
  const safe = (text: string) => (secrets.some((s) => s !== '' && text.includes(s)) ? '' : text);
  const statusText = safe(response.statusText);
  const label = `(${status}${statusText ? ` ${statusText}` : ''})`;
  const parameterErrors = parameterErrorsOf(body);
  const rejection = status === 400 || status === 409 ? rejectionOf(body) : undefined;

  let code: ApiErrorCode;
  let message: string;
  if (rejection) {
    code = rejection;
    message = `${endpoint} was rejected with ${rejection} ${label}`;
  } else if (status === 400) {
    code = 'VALIDATION';
    const names = parameterErrors.map((e) => safe(e.parameter ?? '')).filter(Boolean);
    message = `${endpoint} was refused as invalid ${label}${names.length ? `: check ${names.join(', ')}` : ''}`;
  } else if (status === 401) {
    code = 'UNAUTHORIZED';
    message = `${endpoint} was refused: the API key or connect token is missing, invalid or expired ${label}`;
  } else if (status === 403) {
    code = 'FORBIDDEN';
    message = `${endpoint} is not allowed with this credential ${label}`;
  } else if (status === 404) {
    code = 'NOT_FOUND';
    message = `${endpoint} found nothing ${label}`;
  } else if (status === 409) {
    code = 'CONFLICT';
    message = `${endpoint} was rejected as a conflict ${label}`;
  } else if (status === 429) {
    code = 'RATE_LIMITED';
    const wait = retryAfterMs === undefined ? '' : `; retry in ${Math.ceil(retryAfterMs / 1000)} s`;
    message = `${endpoint} is rate limited ${label}${wait}`;
  } else if (status >= 500) {
    code = 'SERVER';
    message = `${endpoint} failed on the server ${label}`;
  } else {
    code = 'UNEXPECTED_STATUS';
    message = `${endpoint} answered with an unexpected status ${label}`;
  }
  return new ApiError(code, message, { status, parameterErrors, retryAfterMs, body });
}
