// Request bodies: JSON only, size-limited, parsed with the shared schemas; errors are clear 4xx.
import type { Context } from 'hono';
import { z } from '../../../src/api/z.js';
import { canonicalInteger } from './canonical-integer.js';
import { Problem } from './problem.js';

/** "path: what was expected" for the first few issues, so a caller sees which field is wrong. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const at = issue.path.length ? issue.path.map(String).join('.') : 'body';
      const detail = issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message;
      return `${at}: ${detail}`;
    })
    .join('; ');
}

/** Reads and validates a JSON body. An empty body reads as `{}` where `allowEmpty`. */
export async function readJson<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
  { allowEmpty = false }: { allowEmpty?: boolean } = {},
): Promise<z.infer<S>> {
  const text = await c.req.text();
  let json: unknown = {};
  if (text.trim() === '') {
    if (!allowEmpty) throw new Problem(400, 'Request body is required');
  } else {
    const type = c.req.header('Content-Type') ?? '';
    if (!/^application\/([\w.+-]*\+)?json\b/i.test(type)) {
      throw new Problem(415, 'Unsupported content type: send the body as JSON with Content-Type: application/json');
    }
    try {
      json = JSON.parse(text);
    } catch {
      throw new Problem(400, 'Malformed JSON in request body');
    }
  }
  const parsed = z.safeParse(schema, json);
  if (!parsed.success) throw new Problem(400, `Invalid request body: ${describeIssues(parsed.error.issues)}`);
  return parsed.data;
}

/** Query numbers for pagination: `page` (1-based) and `pageSize`, with the service's bounds. */
export function readPaging(c: Context, { defaultSize = 20, maxSize = 500 } = {}): { page: number; pageSize: number } {
  const read = (name: string, fallback: number, max: number): number => {
    const raw = c.req.query(name);
    if (raw === undefined || raw === '') return fallback;
    const n = canonicalInteger(raw);
    if (n === undefined || n < 1) throw new Problem(400, `Query parameter ${name} must be a positive integer`);
    return Math.min(n, max);
  };
  return { page: read('page', 1, Number.MAX_SAFE_INTEGER), pageSize: read('pageSize', defaultSize, maxSize) };
}
