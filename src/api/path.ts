// Request targets: path templates filled with encoded ids (query strings are in query.ts).
import { ApiError } from './errors.js';

/**
 * Fills the `{id}` slot with the encoded id so it stays one path segment. "", "." and ".." cannot
 * be made safe by encoding (URL parsers resolve "%2e" as a dot segment), so they are refused.
 */
export function buildPath(template: string, id?: string | number): string {
  return template.replace('{id}', () => {
    const value = String(id ?? '');
    if (value === '' || value === '.' || value === '..') {
      throw new ApiError('INVALID_REQUEST', `Path parameter "id" of ${template} is empty or a dot segment`);
    }
    return encodeURIComponent(value);
  });
}
