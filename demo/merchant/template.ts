// Fills `{{name}}` placeholders in a page with HTML-escaped values, so no page file hard-codes an origin.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export function fillTemplate(html: string, values: Readonly<Record<string, string>>): string {
  return html.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    // A page naming a value nobody provides is a bug in the page: fail loudly, not with a blank.
    if (value === undefined) throw new Error(`page placeholder {{${name}}} has no value`);
    return escapeHtml(value);
  });
}
