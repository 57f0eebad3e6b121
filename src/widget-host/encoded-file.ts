// Reads a served file as the request accepts it: its pre-compressed copy (file.br, file.gz) when one is there, else the file.
import { readFile, stat } from 'node:fs/promises';
import { CODING_SUFFIX, type Coding } from './content-coding.js';

export type ServedFile = {
  body: Uint8Array<ArrayBuffer>;
  /** The coding of `body`, or null when it is the file as it is. */
  coding: Coding | null;
  /** Names these exact bytes, for revalidation (If-None-Match). */
  etag: string;
};

/** A build's compressed copies are encodings of another file, never files to serve by their own names. */
export const isEncodedCopy = (file: string): boolean => Object.values(CODING_SUFFIX).some((suffix) => file.toLowerCase().endsWith(suffix));

type Found = { path: string; size: number; mtimeMs: number };

async function regularFile(path: string): Promise<Found | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

// Size and modification time, as most static servers do: cheap, and a rebuild changes them.
const etagOf = (size: number, mtimeMs: number, coding: Coding | null) =>
  `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}${coding === null ? '' : `-${coding}`}"`;

/**
 * The file in the first of `codings` (best first) that has a copy beside it, or the file itself;
 * null when the file is missing or not a regular file (a copy whose file is gone is never served).
 */
export async function readEncodedFile(file: string, codings: readonly Coding[]): Promise<ServedFile | null> {
  const original = await regularFile(file);
  if (original === null) return null;
  let found: Found = original;
  let coding: Coding | null = null;
  for (const candidate of codings) {
    const copy = await regularFile(file + CODING_SUFFIX[candidate]);
    if (copy === null) continue;
    found = copy;
    coding = candidate;
    break;
  }
  try {
    return { body: new Uint8Array(await readFile(found.path)), coding, etag: etagOf(found.size, found.mtimeMs, coding) };
  } catch {
    // Removed between the two reads (a rebuild under a running server): as good as missing.
    return null;
  }
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for this header). */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
