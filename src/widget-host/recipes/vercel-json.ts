// vercel.json: the headers as Vercel's `headers` list, one source pattern per rule.
import type { RulePath, StaticRule } from './static-rules.js';

const SOURCES = { every: '/(.*)', hashed: '/assets/(.*)' } as const;
const source = (path: RulePath): string => (path === 'every' || path === 'hashed' ? SOURCES[path] : path);

export function vercelJson(rules: readonly StaticRule[]): string {
  const headers = rules.map((rule) => ({
    source: source(rule.path),
    headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
  }));
  return `${JSON.stringify({ $schema: 'https://openapi.vercel.sh/vercel.json', headers }, null, 2)}\n`;
}
