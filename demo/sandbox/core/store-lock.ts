// One sandbox process per store file: a lock file beside it names the process that holds it.
//
// Two sandboxes writing one file would each keep their own memory of it and overwrite each other's
// records, so the second is refused at start. A lock left by a process that is gone (killed, or the
// machine restarted) is taken over. Within one process a file may be opened again (tests do).
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export type StoreLock = { release(): void };

/** The lock file of a store file (not `.lock`: the driver keeps its own lock under that name). */
export const lockPathOf = (path: string): string => `${path}.owner`;

const codeOf = (error: unknown): unknown => (error instanceof Error && 'code' in error ? error.code : undefined);

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return codeOf(error) === 'EPERM';
  }
};

const holderOf = (lock: string): number | null => {
  try {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/** Takes the file's lock, or answers the process id that holds it. */
export function lockStoreFile(path: string): StoreLock | { heldBy: number } {
  const lock = lockPathOf(path);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return {
        release: () => {
          if (holderOf(lock) === process.pid) unlinkSync(lock);
        },
      };
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') throw error;
    }
    const holder = holderOf(lock);
    if (holder === process.pid) return { release: () => {} };
    if (holder !== null && isAlive(holder)) return { heldBy: holder };
    // Left by a process that is gone (or half written): take it over.
    try {
      unlinkSync(lock);
    } catch {
      // Another process took it over first: the next attempt sees who.
    }
  }
  const holder = holderOf(lock);
  return { heldBy: holder ?? 0 };
}
