// Fills a page: `{{>name}}` includes a shared partial, `{{name}}` an HTML-escaped value (so no page
// file hard-codes an origin), and the header's link to the page itself gets aria-current.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export function fillTemplate(html: string, values: Readonly<Record<string, string>>, partials: Readonly<Record<string, string>> = {}): string {
  const included = html.replace(/([ \t]*)\{\{>([\w-]+)\}\}/g, (_, indent: string, name: string) => {
    const partial = partials[name];
    if (partial === undefined) throw new Error(`page partial {{>${name}}} does not exist`);
    // The partial's own first-line comment says what it is; the page has its own.
    const lines = partial
      .replace(/^<!--.*?-->\n/, '')
      .trimEnd()
      .split('\n');
    return lines.map((line) => (line === '' ? line : indent + line)).join('\n');
  });
  return included.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    // A page naming a value nobody provides is a bug in the page: fail loudly, not with a blank.
    if (value === undefined) throw new Error(`page placeholder {{${name}}} has no value`);
    return escapeHtml(value);
  });
}

/** Marks the navigation link to `pathname` as the current page. */
export function markCurrentPage(html: string, pathname: string): string {
  const href = ` href="${escapeHtml(pathname)}"`;
  return html.replace(`<a${href}>`, `<a${href} aria-current="page">`);
}
