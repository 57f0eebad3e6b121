// A `_headers` file, the format Netlify and Cloudflare Pages share: a path line, then its headers indented, one rule per path.
import type { RulePath, StaticRule } from './static-rules.js';

const PATTERNS = { every: '/*', hashed: '/assets/*' } as const;
const pattern = (path: RulePath): string => (path === 'every' || path === 'hashed' ? PATTERNS[path] : path);

export function headersFile(comment: readonly string[], rules: readonly StaticRule[]): string {
  const blocks = rules.map((rule) => [pattern(rule.path), ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `${comment.map((line) => `# ${line}`.trimEnd()).join('\n')}\n\n${blocks.join('\n\n')}\n`;
}
