// Paging of list endpoints: 1-based pages, totals, and the page past the end.
import { describe, expect, it } from 'vitest';
import { paginate } from './paginate.js';

const list = ['a', 'b', 'c', 'd', 'e'];

describe('paginate', () => {
  it.each([
    { page: 1, pageSize: 2, expected: { page: 1, total: 5, totalPages: 3, results: ['a', 'b'] } },
    { page: 3, pageSize: 2, expected: { page: 3, total: 5, totalPages: 3, results: ['e'] } },
    { page: 4, pageSize: 2, expected: { page: 4, total: 5, totalPages: 3, results: [] } },
    { page: 1, pageSize: 500, expected: { page: 1, total: 5, totalPages: 1, results: list } },
  ])('page $page of size $pageSize', ({ page, pageSize, expected }) => {
    expect(paginate(list, page, pageSize)).toEqual(expected);
  });

  it('reports no pages for an empty list', () => {
    expect(paginate([], 1, 20)).toEqual({ page: 1, total: 0, totalPages: 0, results: [] });
  });

  it.each([
    { page: 0, pageSize: 10 },
    { page: 1.5, pageSize: 10 },
    { page: 1, pageSize: 0 },
    { page: 1, pageSize: Number.NaN },
  ])('refuses page $page with size $pageSize', ({ page, pageSize }) => {
    expect(() => paginate(list, page, pageSize)).toThrow(RangeError);
  });
});
