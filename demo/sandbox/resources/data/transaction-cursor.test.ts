// The cursor of GET /v2/transactions: a position that survives being copied into a URL unencoded.
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './transaction-cursor.js';

describe('transaction cursor', () => {
  it.each([
    { date: '2025-03-15T12:00:00.000Z', id: '5f0c1a2e-9d3b-4c1e-8f7a-0b1c2d3e4f50' },
    { date: '1999-12-31T23:59:59.999Z', id: '>>>???' },
    { date: '2025-01-01T00:00:00.000Z', id: 'a|b' },
  ])('reads back $date / $id, with only URL-safe characters', (position) => {
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(position);
  });

  it.each([
    { name: 'plain text', raw: 'page-2' },
    { name: 'a cursor with a character a URL mangles', raw: `${encodeCursor({ date: '2025-03-15T12:00:00.000Z', id: 'x' })}+` },
    { name: 'no id', raw: Buffer.from('2025-03-15T12:00:00.000Z|').toString('base64url') },
    { name: 'no separator', raw: Buffer.from('2025-03-15T12:00:00.000Z').toString('base64url') },
    { name: 'a date that is not ISO', raw: Buffer.from('15/03/2025|abc').toString('base64url') },
    { name: 'an impossible date', raw: Buffer.from('2025-02-30T12:00:00.000Z|abc').toString('base64url') },
    { name: 'empty', raw: '' },
  ])('rejects $name', ({ raw }) => {
    expect(decodeCursor(raw)).toBeUndefined();
  });
});
