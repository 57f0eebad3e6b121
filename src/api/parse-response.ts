// Parses a 2xx body with its schema; a mismatch becomes INVALID_RESPONSE naming the field.
import { ApiError } from './errors.js';
import type { z } from './z.js';

/** Only the kind of value is named, never the value: a response may hold personal data. */
function kindOf(value: unknown): string {
  if (value === undefined) return 'it is missing';
  if (value === null) return 'received null';
  return `received ${Array.isArray(value) ? 'array' : typeof value}`;
}

export function parseResponse<S extends z.ZodMiniType>(schema: S, text: string, endpoint: string): z.infer<S> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiError('INVALID_RESPONSE', `Response of ${endpoint} is not JSON`, { body: text });
  }
  // With its input, an issue says what was found where it failed.
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;

  const issue = result.error.issues[0];
  const path = issue?.path ?? [];
  const field = path.length ? path.map(String).join('.') : undefined;
  const problem = issue?.code === 'invalid_type' ? `expected ${issue.expected}, ${kindOf(issue.input)}` : (issue?.message ?? 'invalid');
  const where = field === undefined ? 'is invalid' : `is invalid at "${field}"`;
  throw new ApiError('INVALID_RESPONSE', `Response of ${endpoint} ${where}: ${problem}`, { field, body: data });
}
