// Request targets: path templates filled with encoded ids (query strings are in query.ts).
import { ApiError } from './errors.js';

/**
 * Fills `{name}` slots with encoded values so an id stays one path segment. "", "." and ".."
 * cannot be made safe by encoding (URL parsers resolve "%2e" as a dot segment), so they are refused.
 */
export function buildPath(template: string, params: Record<string, string | number | undefined> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = String(params[name] ?? '');
    if (value === '' || value === '.' || value === '..') {
      throw new ApiError('INVALID_REQUEST', `Path parameter "${name}" of ${template} is empty or a dot segment`);
    }
    return encodeURIComponent(value);
  });
}
