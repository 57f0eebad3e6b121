// Slices a list into the paginated envelope every list endpoint answers with.
import type { Page } from '../../../src/api/schemas/index.js';

/** `page` is 1-based; a page past the end is empty rather than an error, as list endpoints answer. */
export function paginate<T>(list: readonly T[], page: number, pageSize: number): Page<T> {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`page must be an integer >= 1; got ${page}`);
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`pageSize must be an integer >= 1; got ${pageSize}`);
  }
  const start = (page - 1) * pageSize;
  return {
    page,
    total: list.length,
    totalPages: Math.ceil(list.length / pageSize),
    results: list.slice(start, start + pageSize),
  };
}
