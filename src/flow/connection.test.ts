// The connection: what the flow connects, changed only by its named moves.
import { describe, expect, it } from 'vitest';
import { connector, item } from '../api/testing/fixtures.js';
import { createConnection } from './connection.js';

const BANK = connector({ id: 0, name: 'Sandbox Bank' });
const OTHER = connector({ id: 1, name: 'Sandbox MFA Bank' });
const ITEM = item({ id: 'item-1', status: 'LOGIN_ERROR', executionStatus: 'INVALID_CREDENTIALS' });

describe('connection', () => {
  it('keeps the item made for an institution when the user comes back to the same one', () => {
    const connection = createConnection();
    expect(connection.choose(BANK)).toBe(true);
    connection.track(ITEM);
    expect(connection.choose(BANK)).toBe(false);
    expect(connection.item).toBe(ITEM);
  });

  it('forgets that item when the user chooses another institution', () => {
    const connection = createConnection();
    connection.choose(BANK);
    connection.track(ITEM);
    expect(connection.choose(OTHER)).toBe(true);
    expect([connection.connector, connection.item]).toEqual([OTHER, undefined]);
  });

  it('forgets an item the server lost, keeping the institution: the next submit makes a new one', () => {
    const connection = createConnection();
    connection.choose(BANK);
    connection.track(ITEM);
    connection.forget();
    expect([connection.connector, connection.item]).toEqual([BANK, undefined]);
  });

  it('resumes an item with its institution', () => {
    const connection = createConnection();
    connection.resume(ITEM, OTHER);
    expect([connection.connector, connection.item]).toEqual([OTHER, ITEM]);
  });
});
