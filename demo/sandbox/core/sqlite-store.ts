// The store kept in a SQLite file as well as in memory, so a shared sandbox comes back after a restart with what it held.
//
// Every collection stays a memory collection (routes change records in place and tell them by
// identity, and reads cost what they cost in memory); each change is written to the file behind it,
// a record per row as JSON, keyed by collection and id. Writes are gathered and committed together
// a moment later: one transaction per burst instead of one per step of each sync. A process killed
// without stopping loses at most that moment; `close` writes it all. A write that fails (a full or
// failing disk) is said once, kept, and tried again until it succeeds; the sandbox keeps answering.
// One process holds the file at a time (store-lock.ts).
import { createRequire } from 'node:module';
import type { Collections } from './collections.js';
import { lockPathOf, lockStoreFile } from './store-lock.js';
import {
  type CollectionName,
  everyCollection,
  indexesOf,
  type Journal,
  type MemoryCollection,
  memoryCollection,
  type Restored,
  type Store,
  type StoreOptions,
} from './store.js';

// The driver is CommonJS whose exports Node's ES module loader cannot name.
const { Database } = createRequire(import.meta.url)('node-sqlite3-wasm') as typeof import('node-sqlite3-wasm');

/** How long changes are gathered before they are written. */
export const WRITE_DELAY_MS = 50;
/** How long a failed write waits before it is tried again. */
export const WRITE_RETRY_MS = 5_000;

export type SqliteStoreOptions = StoreOptions & {
  /** Where a failed write is said (the sandbox's standard error). */
  report?: (message: string) => void;
  /** How long a failed write waits before it is tried again. */
  retryMs?: number;
};

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS records (
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    position INTEGER NOT NULL,
    used_at INTEGER,
    body TEXT NOT NULL,
    PRIMARY KEY (collection, id)
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS records_by_position ON records (collection, position);
`;

/** Refused at start: the file cannot be opened as the sandbox's store. */
export class StoreRefused extends Error {}

export function createSqliteStore(
  path: string,
  { now = Date.now, bounds = {}, report = console.error, retryMs = WRITE_RETRY_MS }: SqliteStoreOptions = {},
): Store {
  let lock: ReturnType<typeof lockStoreFile>;
  try {
    lock = lockStoreFile(path);
  } catch (error) {
    throw new StoreRefused(`cannot open "${path}" as a SQLite store: ${error instanceof Error ? error.message : String(error)}`);
  }
  if ('heldBy' in lock) {
    throw new StoreRefused(
      `"${path}" is in use by another sandbox (process ${lock.heldBy}): stop it, or give this one another file. If no sandbox runs, delete ${lockPathOf(path)}.`,
    );
  }
  let db: InstanceType<typeof Database>;
  try {
    db = new Database(path);
    // The file is the sandbox's alone, and a crash of the machine may lose the last writes: no sync to disk per commit.
    db.exec('PRAGMA synchronous = OFF;');
    db.exec(SCHEMA);
  } catch (error) {
    lock.release();
    throw new StoreRefused(`cannot open "${path}" as a SQLite store: ${error instanceof Error ? error.message : String(error)}`);
  }
  const upsert = db.prepare('INSERT OR REPLACE INTO records (collection, id, position, used_at, body) VALUES (?, ?, ?, ?, ?)');
  const update = db.prepare('UPDATE records SET used_at = ?, body = ? WHERE collection = ? AND id = ?');
  const remove = db.prepare('DELETE FROM records WHERE collection = ? AND id = ?');
  const rows = db.prepare('SELECT id, used_at, body FROM records WHERE collection = ? ORDER BY position');
  const last = db.get('SELECT MAX(position) AS position FROM records');
  let position = typeof last?.position === 'number' ? last.position : 0;

  /** Per collection, the ids changed since the last write, and whether each is new there (so it goes last in order). */
  const changed = new Map<CollectionName, Map<string, boolean>>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const journalOf = (name: CollectionName): Journal => {
    const mark = (id: string, fresh: boolean) => {
      const ids = changed.get(name) ?? new Map<string, boolean>();
      changed.set(name, ids);
      const wasFresh = ids.get(id) === true;
      // A record held anew goes last, as in memory: it is written after those before it.
      if (fresh) ids.delete(id);
      ids.set(id, fresh || wasFresh);
      // A real timer, not the sandbox's clock: this is the file's work, not the sandbox's time.
      timer ??= setTimeout(write, WRITE_DELAY_MS).unref();
    };
    return { written: mark, removed: (id) => mark(id, true) };
  };

  const collections = everyCollection((name) => memoryCollection(indexesOf(name), bounds[name], now, journalOf(name)));
  const memoryOf = <N extends CollectionName>(name: N): MemoryCollection<Collections[N]> => collections[name];

  /** Since when writes fail, or null while they succeed. */
  let failingSince: number | null = null;

  /** Answers whether what changed is now in the file. */
  function write(): boolean {
    clearTimeout(timer);
    timer = undefined;
    if (changed.size === 0 || !db.isOpen) return true;
    const first = position;
    try {
      db.exec('BEGIN');
      for (const [name, ids] of changed) {
        const collection = memoryOf(name);
        for (const [id, fresh] of ids) {
          const held = collection.peek(id);
          if (held === undefined) remove.run([name, id]);
          else if (fresh) upsert.run([name, id, ++position, held.usedAt ?? null, JSON.stringify(held.record)]);
          else update.run([held.usedAt ?? null, JSON.stringify(held.record), name, id]);
        }
      }
      db.exec('COMMIT');
    } catch (error) {
      position = first;
      try {
        db.exec('ROLLBACK');
      } catch {
        // Nothing was begun, or the failure already ended the transaction.
      }
      // Kept: the next attempt writes them with whatever changed meanwhile.
      if (failingSince === null) {
        failingSince = Date.now();
        report(
          `ponte sandbox: cannot write the store to "${path}" (${error instanceof Error ? error.message : String(error)}). ` +
            `The sandbox keeps answering from memory and tries again every ${retryMs / 1000} s; what changed since is lost if it stops first.`,
        );
      }
      timer = setTimeout(write, retryMs).unref();
      return false;
    }
    changed.clear();
    if (failingSince !== null) {
      report(`ponte sandbox: the store is written to "${path}" again; nothing was lost.`);
      failingSince = null;
    }
    return true;
  }

  const restore = <N extends CollectionName>(name: N) => {
    const restored: Restored<Collections[N]>[] = [];
    for (const row of rows.iterate([name])) {
      // The file holds what this store wrote: each body is a record of this collection.
      const record = JSON.parse(String(row.body)) as Collections[N];
      restored.push({ record, usedAt: typeof row.used_at === 'number' ? row.used_at : null });
    }
    memoryOf(name).restore(restored);
  };
  for (const name of Object.keys(collections) as CollectionName[]) restore(name);

  return {
    collection: (name) => collections[name],
    close() {
      if (!db.isOpen) return;
      if (!write()) {
        clearTimeout(timer);
        report(`ponte sandbox: stopped without writing the last changes to "${path}".`);
      }
      for (const statement of [upsert, update, remove, rows]) statement.finalize();
      db.close();
      lock.release();
    },
  };
}
