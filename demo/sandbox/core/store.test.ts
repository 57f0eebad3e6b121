// Both stores, memory and SQLite: records by id and by index, lists that visit only what they answer, and bounds that let the least recently used go.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { StoredWebhook } from '../resources/webhooks/stored-webhook.js';
import { createSqliteStore } from './sqlite-store.js';
import { createMemoryStore, type Store, type StoreOptions } from './store.js';

const folder = mkdtempSync(join(tmpdir(), 'sandbox-store-'));
const opened: Store[] = [];
let files = 0;
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const STORES: [string, (options?: StoreOptions) => Store][] = [
  ['memory', createMemoryStore],
  [
    'SQLite',
    (options) => {
      const store = createSqliteStore(join(folder, `store-${files++}.sqlite`), options);
      opened.push(store);
      return store;
    },
  ],
];

const userCategory = { id: 't-1', itemId: 'i-1', categoryId: '05070000', category: 'Transfer - PIX', updatedAt: '2025-03-15T12:00:00.000Z' };

const webhook = (id: string, clientId: string): StoredWebhook => ({
  id,
  clientId,
  consecutiveFailures: 0,
  webhook: { id, url: 'https://hooks.example.com', event: 'all', disabledAt: null },
});

/** A record that counts every read of its fields, so a test can tell whether a list looked at it. */
function counted<T extends object>(record: T, reads: { count: number }): T {
  return new Proxy(record, {
    get(target, key, receiver) {
      reads.count += 1;
      return Reflect.get(target, key, receiver);
    },
  });
}

describe.each(STORES)('the %s store', (_name, createStore) => {
  describe('records', () => {
    it('keeps records by id, in insertion order, and deletes them', () => {
      const categories = createStore().collection('userCategories');
      categories.put(userCategory);
      categories.put({ ...userCategory, id: 't-2' });
      categories.put({ ...userCategory, category: null });
      expect(categories.get('t-1')?.category).toBeNull();
      expect([...categories.scan()].map((c) => c.id)).toEqual(['t-1', 't-2']);
      expect(categories.size).toBe(2);
      expect(categories.delete('t-1')).toBe(true);
      expect(categories.get('t-1')).toBeUndefined();
      expect(categories.delete('t-1')).toBe(false);
    });

    it('gives the same collection for the same name, and separate ones for different names', () => {
      const store = createStore();
      store.collection('userCategories').put(userCategory);
      expect(store.collection('userCategories').get('t-1')).toEqual(userCategory);
      expect(store.collection('consents').size).toBe(0);
    });

    it('does not compile with a record of another type, an unknown name or an undeclared index (tsc checks this file)', () => {
      const store = createStore();
      const misuse = () => {
        // @ts-expect-error a user's category choice is not an item
        store.collection('items').put(userCategory);
        // @ts-expect-error there is no such collection
        store.collection('nowhere');
        // @ts-expect-error webhooks are not filed by item
        store.collection('webhooks').where('itemId', 'i-1');
      };
      expect(misuse).toBeTypeOf('function');
    });
  });

  describe('lists by index', () => {
    it('answers the records filed under a value, oldest first, and files a record again when it changes', () => {
      const categories = createStore().collection('userCategories');
      categories.put(userCategory);
      categories.put({ ...userCategory, id: 't-2', itemId: 'i-2' });
      categories.put({ ...userCategory, id: 't-3' });
      expect(categories.where('itemId', 'i-1').map((c) => c.id)).toEqual(['t-1', 't-3']);
      categories.put({ ...userCategory, itemId: 'i-2' });
      expect(categories.where('itemId', 'i-1').map((c) => c.id)).toEqual(['t-3']);
      expect(categories.where('itemId', 'i-2').map((c) => c.id)).toEqual(['t-2', 't-1']);
      categories.delete('t-2');
      expect(categories.where('itemId', 'i-2').map((c) => c.id)).toEqual(['t-1']);
      expect(categories.where('itemId', 'nobody')).toEqual([]);
    });

    it('files a record changed in place and put again under its new value', () => {
      const items = createStore().collection('webhooks');
      const stored = items.put(webhook('w-1', 'client-a'));
      stored.clientId = 'client-b';
      items.put(stored);
      expect(items.where('clientId', 'client-a')).toEqual([]);
      expect(items.where('clientId', 'client-b')).toEqual([stored]);
    });

    it.each([10, 10_000])("visits none of %i other owners' records", (others) => {
      const webhooks = createStore().collection('webhooks');
      const reads = { count: 0 };
      for (let i = 0; i < others; i++) webhooks.put(counted(webhook(`other-${i}`, `client-${i % 7}`), reads));
      webhooks.put(webhook('mine-1', 'me'));
      webhooks.put(webhook('mine-2', 'me'));
      reads.count = 0;
      expect(webhooks.where('clientId', 'me').map((w) => w.id)).toEqual(['mine-1', 'mine-2']);
      expect(reads.count).toBe(0);
    });
  });

  describe('bounds', () => {
    const bounded = (bound: { maxRecords?: number; ttlMs?: number; renewOnRead?: boolean }) => {
      const time = { now: 0 };
      const store = createStore({ now: () => time.now, bounds: { userCategories: bound } });
      const categories = store.collection('userCategories');
      const evicted: string[] = [];
      categories.onEvict((record) => evicted.push(record.id));
      const put = (...ids: string[]) => {
        for (const id of ids) categories.put({ ...userCategory, id });
      };
      return { time, categories, evicted, put };
    };

    it('lets the oldest go past the most it keeps, telling who listens', () => {
      const { categories, evicted, put } = bounded({ maxRecords: 3 });
      put('a', 'b', 'c', 'd', 'e');
      expect([...categories.scan()].map((c) => c.id)).toEqual(['c', 'd', 'e']);
      expect(evicted).toEqual(['a', 'b']);
      expect(categories.where('itemId', 'i-1').map((c) => c.id)).toEqual(['c', 'd', 'e']);
    });

    it.each([
      { name: 'a put', renewOnRead: false, use: (c: { put: (...ids: string[]) => void }) => c.put('a'), kept: ['a', 'd'] },
      { name: 'a read, when reads count', renewOnRead: true, use: (c: { get: (id: string) => unknown }) => c.get('a'), kept: ['a', 'd'] },
      { name: 'a read, when they do not', renewOnRead: false, use: (c: { get: (id: string) => unknown }) => c.get('a'), kept: ['c', 'd'] },
    ])('counts $name as use: the least recently used goes first', ({ renewOnRead, use, kept }) => {
      const { categories, put } = bounded({ maxRecords: 2, renewOnRead });
      put('a', 'b', 'c');
      expect(categories.get('a')).toBeUndefined();
      put('a', 'c');
      use({ put, get: (id) => categories.get(id) });
      put('d');
      expect([...categories.scan()].map((c) => c.id).sort()).toEqual(kept);
    });

    it('lets a record go once its time since its last use has passed, without another put', () => {
      const { time, categories, evicted, put } = bounded({ ttlMs: 1000, renewOnRead: true });
      put('a', 'b');
      time.now = 600;
      expect(categories.get('b')?.id).toBe('b');
      time.now = 1000;
      expect(categories.get('a')).toBeUndefined();
      // A list is a read too: it renews what it answers.
      expect(categories.where('itemId', 'i-1').map((c) => c.id)).toEqual(['b']);
      time.now = 1999;
      expect(categories.size).toBe(1);
      time.now = 2000;
      expect(categories.get('b')).toBeUndefined();
      expect(categories.size).toBe(0);
      expect(evicted).toEqual(['a', 'b']);
    });

    it('tells nobody of a record deleted, and leaves unbounded collections whole', () => {
      const { categories, evicted, put } = bounded({ maxRecords: 2 });
      put('a');
      categories.delete('a');
      expect(evicted).toEqual([]);
      const store = createStore({ now: () => Number.MAX_SAFE_INTEGER });
      for (let i = 0; i < 100; i++) store.collection('userCategories').put({ ...userCategory, id: `t-${i}` });
      expect(store.collection('userCategories').size).toBe(100);
    });
  });
});
