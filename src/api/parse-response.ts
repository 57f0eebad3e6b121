// Parses a 2xx body with its schema; a mismatch becomes INVALID_RESPONSE naming the field.
import { ApiError } from './errors.js';
import type { z } from './z.js';

/** Only the kind of value is named, never the value: a response may hold personal data. */
function kindOf(value: unknown): string {
  if (value === undefined) return 'it is missing';
  if (value === null) return 'received null';
  return `received ${Array.isArray(value) ? 'array' : typeof value}`;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current = data;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

export function parseResponse<S extends z.ZodMiniType>(schema: S, text: string, endpoint: string): z.infer<S> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiError('INVALID_RESPONSE', `Response of ${endpoint} is not JSON`, { body: text });
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;

  const issue = result.error.issues[0];
  const path = issue?.path ?? [];
  const field = path.length ? path.map(String).join('.') : undefined;
  const problem = issue?.code === 'invalid_type' ? `expected ${issue.expected}, ${kindOf(valueAt(data, path))}` : (issue?.message ?? 'invalid');
  const where = field === undefined ? 'is invalid' : `is invalid at "${field}"`;
  throw new ApiError('INVALID_RESPONSE', `Response of ${endpoint} ${where}: ${problem}`, { field, body: data });
}
