// Request targets: path templates filled with encoded ids, and query strings.
import { ApiError } from './errors.js';

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

/**
 * Fills `{name}` slots with encoded values so an id stays one path segment. "", "." and ".."
 * cannot be made safe by encoding (URL parsers resolve "%2e" as a dot segment), so they are refused.
 */
export function buildPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = String(params[name] ?? '');
    if (value === '' || value === '.' || value === '..') {
      throw new ApiError('INVALID_REQUEST', `Path parameter "${name}" of ${template} is empty or a dot segment`);
    }
    return encodeURIComponent(value);
  });
}

/** Arrays are comma-joined with each element encoded, so a comma inside a value stays data. */
export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const list = typeof value === 'object' ? value : [value];
    if (list.length === 0) continue;
    pairs.push(`${encodeURIComponent(key)}=${list.map((v) => encodeURIComponent(String(v))).join(',')}`);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}
