// Maps a request path onto a file under a served folder, refusing anything that would leave it.
import { resolve, sep } from 'node:path';

/**
 * The file a URL pathname names under `root`, or null for a path that tries to climb out of it
 * (`..`, encoded or not), names a hidden file, or carries a separator or NUL inside a segment.
 */
export function resolveInside(root: string, pathname: string): string | null {
  const base = resolve(root);
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    // Dot segments and hidden files are refused rather than normalised: no legitimate asset needs them.
    if (segment.startsWith('.') || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  if (segments.length === 0) return null;
  const file = resolve(base, ...segments);
  return file.startsWith(base + sep) ? file : null;
}
