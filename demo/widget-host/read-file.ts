// Reads a served file, or null when it is missing or not a regular file.
import { readFile, stat } from 'node:fs/promises';

export async function readServedFile(file: string): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return new Uint8Array(await readFile(file));
  } catch {
    return null;
  }
}
