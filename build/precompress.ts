// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of a build worth compressing,
// for servers to send as they are. The gzip copy is made by Zopfli: a gzip stream every client
// reads, about 3% smaller than zlib's best, at a cost paid once per build.
import { realpathSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

/** What is worth a copy: text. Source maps are left out, since only developer tools fetch them. */
export const TEXT_EXTENSIONS: ReadonlySet<string> = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);

/**
 * Below this, a coding's framing and the client's work to undo it cost about what they save. The
 * hosted page's HTML (about 600 bytes, part of the widget's first screen) is above it.
 */
export const MIN_BYTES = 256;

const brotliAsync = promisify(brotliCompress);

// Compressed once per build and sent many times, so the slowest, smallest settings pay for themselves.
const CODERS: readonly { coding: 'br' | 'gz'; encode: (bytes: Buffer) => Promise<Buffer> }[] = [
  {
    coding: 'br',
    encode: (bytes) =>
      brotliAsync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      }),
  },
  { coding: 'gz', encode: async (bytes) => Buffer.from(await gzipAsync(bytes, { numiterations: 15 })) },
];

export type PrecompressResult = {
  /** The files given copies, relative to the folder, `/`-separated. */
  files: string[];
  bytes: { original: number; br: number; gz: number };
};

async function filesUnder(dir: string, except: readonly string[] = []): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return except.includes(entry.name) ? [] : filesUnder(path);
      return entry.isFile() ? [path] : [];
    }),
  );
  return nested.flat();
}

/**
 * Writes `file.br` and `file.gz` beside every text file of `dir` (recursively, but for its folders
 * named in `except`: the npm package's files are bundled again, never served) of at least MIN_BYTES.
 * A copy that would not be smaller than its file is not written, and where a file gets no copy an
 * older one is removed, so a server never sends a stale copy.
 */
export async function precompress(dir: string, except: readonly string[] = []): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: [], bytes: { original: 0, br: 0, gz: 0 } };
  // A copy's own extension (.br, .gz) is not text, so copies are never compressed again.
  const files = (await filesUnder(dir, except)).filter((file) => TEXT_EXTENSIONS.has(extname(file).toLowerCase()));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      let written = false;
      for (const { coding, encode } of CODERS) {
        const copy = `${file}.${coding}`;
        const encoded = bytes.byteLength < MIN_BYTES ? null : await encode(bytes);
        if (encoded !== null && encoded.byteLength < bytes.byteLength) {
          await writeFile(copy, encoded);
          result.bytes[coding] += encoded.byteLength;
          written = true;
        } else {
          await rm(copy, { force: true });
        }
      }
      if (!written) return;
      result.bytes.original += bytes.byteLength;
      result.files.push(relative(dir, file).split('\\').join('/'));
    }),
  );
  result.files.sort();
  return result;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The command's one line: how many files, and what the copies weigh. */
export function summary(dir: string, { files, bytes }: PrecompressResult): string {
  return `precompress: ${files.length} file${files.length === 1 ? '' : 's'} in ${dir} given .br and .gz copies (${kb(bytes.original)} → ${kb(bytes.br)} br, ${kb(bytes.gz)} gz)`;
}

const isMain = (() => {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
})();

if (isMain) {
  const [dir, ...rest] = process.argv.slice(2);
  const except = rest[0] === '--except' ? rest.slice(1) : [];
  if (dir === undefined || (rest.length > 0 && except.length === 0)) {
    console.error('usage: tsx build/precompress.ts <folder> [--except <subfolder>...]');
    process.exit(2);
  }
  console.log(summary(dir, await precompress(dir, except)));
}
