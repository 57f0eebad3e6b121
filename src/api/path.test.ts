// Request targets: ids stay one path segment, queries are encoded and skip what is unset.
import { describe, expect, it } from 'vitest';
import { isApiError } from './errors.js';
import { buildPath } from './path.js';
import { buildQuery } from './query.js';

describe('buildPath', () => {
  it.each<{ template: string; id?: string | number; expected: string }>([
    { template: '/items/{id}', id: 'abc-123', expected: '/items/abc-123' },
    { template: '/connectors/{id}', id: 201, expected: '/connectors/201' },
    { template: '/items/{id}/mfa', id: 'a/b?c#d e', expected: '/items/a%2Fb%3Fc%23d%20e/mfa' },
    { template: '/items/{id}', id: '...', expected: '/items/...' },
    { template: '/connectors', expected: '/connectors' },
  ])('$template with id $id → $expected', ({ template, id, expected }) => {
    expect(buildPath(template, id)).toBe(expected);
  });

  it.each(['', '.', '..', undefined])('refuses %j, which no encoding keeps inside its segment', (id) => {
    let caught: unknown;
    try {
      buildPath('/items/{id}', id);
    } catch (error) {
      caught = error;
    }
    expect(isApiError(caught) && caught.code).toBe('INVALID_REQUEST');
  });
});

describe('buildQuery', () => {
  it.each([
    { query: {}, expected: '' },
    { query: { a: undefined, b: [] }, expected: '' },
    { query: { sandbox: true, isOpenFinance: false }, expected: '?sandbox=true&isOpenFinance=false' },
    { query: { page: 0, pageSize: 20 }, expected: '?page=0&pageSize=20' },
    { query: { ids: [1, 2, 3] }, expected: '?ids=1,2,3' },
    { query: { name: 'a b&c=d' }, expected: '?name=a%20b%26c%3Dd' },
    { query: { countries: ['B,R', 'A R'] }, expected: '?countries=B%2CR,A%20R' },
  ])('$query → "$expected"', ({ query, expected }) => {
    expect(buildQuery(query)).toBe(expected);
  });
});
