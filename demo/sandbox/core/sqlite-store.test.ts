// The SQLite store across a restart: what it held comes back, in its order and under its indexes, and its bounds still hold.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteStore, StoreRefused, WRITE_DELAY_MS } from './sqlite-store.js';
import { lockPathOf } from './store-lock.js';
import type { StoreOptions } from './store.js';

const folder = mkdtempSync(join(tmpdir(), 'sandbox-sqlite-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;
const newFile = () => join(folder, `store-${files++}.sqlite`);

const choice = (id: string, itemId = 'i-1') => ({
  id,
  itemId,
  categoryId: '05070000',
  category: 'Transfer - PIX',
  updatedAt: '2025-03-15T12:00:00.000Z',
});

/** Opens the file, does `work`, closes it, and opens it again: the store as a restarted sandbox finds it. */
function restarted(path: string, work: (store: ReturnType<typeof createSqliteStore>) => void, options: StoreOptions = {}) {
  const before = createSqliteStore(path, options);
  work(before);
  before.close();
  return createSqliteStore(path, options);
}

describe('a SQLite store, opened again', () => {
  it('holds the records it held, with their changes, in the order they were first put, and filed under their indexes', () => {
    const store = restarted(newFile(), (s) => {
      const categories = s.collection('userCategories');
      for (const id of ['a', 'b', 'c', 'd']) categories.put(choice(id));
      const b = categories.get('b');
      if (b) {
        // Changed in place and put again, as routes do.
        b.itemId = 'i-2';
        categories.put(b);
      }
      categories.delete('c');
      categories.put(choice('c'));
      s.collection('webhooks').put({
        id: 'w-1',
        clientId: 'me',
        consecutiveFailures: 2,
        webhook: { id: 'w-1', url: 'https://hooks.example.com', event: 'all', disabledAt: null },
      });
    });
    const categories = store.collection('userCategories');
    expect([...categories.scan()].map((c) => c.id)).toEqual(['a', 'b', 'd', 'c']);
    expect(categories.where('itemId', 'i-1').map((c) => c.id)).toEqual(['a', 'd', 'c']);
    expect(categories.where('itemId', 'i-2').map((c) => c.id)).toEqual(['b']);
    expect(store.collection('webhooks').where('clientId', 'me')[0]?.consecutiveFailures).toBe(2);
    expect(store.collection('consents').size).toBe(0);
    store.close();
  });

  it('keeps when each record was last used: the least recently used still goes first, and time passed while stopped counts', () => {
    const time = { now: 0 };
    const options: StoreOptions = { now: () => time.now, bounds: { userCategories: { maxRecords: 3, ttlMs: 1000, renewOnRead: true } } };
    const path = newFile();
    const store = restarted(
      path,
      (s) => {
        const categories = s.collection('userCategories');
        for (const id of ['a', 'b', 'c']) {
          categories.put(choice(id));
          time.now += 100;
        }
        categories.get('a');
      },
      options,
    );
    const evicted: string[] = [];
    store.collection('userCategories').onEvict((record) => evicted.push(record.id));
    store.collection('userCategories').put(choice('d'));
    expect(evicted).toEqual(['b']);
    store.close();

    const later = createSqliteStore(path, options);
    const categories = later.collection('userCategories');
    // 'c' was last used at 200: stopped past 1200, it is gone at the first read.
    time.now = 1250;
    expect(categories.get('c')).toBeUndefined();
    expect([...categories.scan()].map((c) => c.id).sort()).toEqual(['a', 'd']);
    later.close();
  });

  it('writes changes a moment after them, without being closed', async () => {
    const path = newFile();
    const store = createSqliteStore(path);
    store.collection('userCategories').put(choice('a'));
    await new Promise((resolve) => setTimeout(resolve, WRITE_DELAY_MS * 3));
    const other = createSqliteStore(path);
    expect(other.collection('userCategories').get('a')?.id).toBe('a');
    other.close();
    store.close();
  });

  it('refuses a file that is not a SQLite database, or a folder that does not exist, naming the path', () => {
    const notADatabase = newFile();
    writeFileSync(notADatabase, 'not a database, only text long enough to be read as a header of one'.repeat(20));
    expect(() => createSqliteStore(notADatabase)).toThrow(StoreRefused);
    expect(() => createSqliteStore(notADatabase)).toThrow(`cannot open "${notADatabase}"`);
    const nowhere = join(folder, 'missing', 'store.sqlite');
    expect(() => createSqliteStore(nowhere)).toThrow(`cannot open "${nowhere}"`);
  });
});

describe('one sandbox per file', () => {
  it('refuses a file another running process holds, naming it, and takes over a lock left by one that is gone', async () => {
    const path = newFile();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      writeFileSync(lockPathOf(path), String(other.pid));
      expect(() => createSqliteStore(path)).toThrow(StoreRefused);
      expect(() => createSqliteStore(path)).toThrow(`"${path}" is in use by another sandbox (process ${other.pid})`);
    } finally {
      const exited = new Promise((resolve) => other.once('exit', resolve));
      other.kill();
      await exited;
    }
    const store = createSqliteStore(path);
    store.collection('userCategories').put(choice('a'));
    store.close();
    expect(existsSync(lockPathOf(path))).toBe(false);
    const again = createSqliteStore(path);
    expect(again.collection('userCategories').get('a')?.id).toBe('a');
    again.close();
  });
});

describe('a write that fails', () => {
  // The driver, opened beside the store as a second connection that breaks and mends the file.
  const { Database } = createRequire(import.meta.url)('node-sqlite3-wasm') as typeof import('node-sqlite3-wasm');
  const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('is said once, keeps the sandbox answering, and is written when the file can take it again', async () => {
    const path = newFile();
    const said: string[] = [];
    const store = createSqliteStore(path, { report: (line) => said.push(line), retryMs: WRITE_DELAY_MS * 2 });
    const beside = new Database(path);
    beside.exec('ALTER TABLE records RENAME TO records_away');
    store.collection('userCategories').put(choice('a'));
    await settle(WRITE_DELAY_MS * 3);
    store.collection('userCategories').put(choice('b'));
    await settle(WRITE_DELAY_MS * 3);
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(`cannot write the store to "${path}"`);
    expect(store.collection('userCategories').get('b')?.id).toBe('b');

    beside.exec('ALTER TABLE records_away RENAME TO records');
    beside.close();
    await settle(WRITE_DELAY_MS * 5);
    expect(said[1]).toContain('written to');
    store.close();
    const again = createSqliteStore(path);
    expect([...again.collection('userCategories').scan()].map((c) => c.id)).toEqual(['a', 'b']);
    again.close();
  });
});
