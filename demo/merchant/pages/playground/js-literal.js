// Values written as JavaScript source for the snippets, escaped so that none can end its string, its line or a <script>.

// `<` and `>` too: a snippet may be pasted inside an HTML <script>, where `</script>` or `<!--` in a
// string would end or change the element.
const ESCAPES = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t', '<': '\\x3C', '>': '\\x3E' };
// Line terminators and other controls, and lone surrogates (which cannot be written as UTF-8 text).
const UNSAFE = /[\\'\n\r\t<>\u2028\u2029\p{Cc}]|\p{Surrogate}/gu;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const unicodeEscape = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** A single-quoted string literal. */
export function jsString(value) {
  return `'${value.replace(UNSAFE, (c) => ESCAPES[c] ?? unicodeEscape(c))}'`;
}

/** An object key: bare when it is an identifier. */
export function jsKey(key) {
  return IDENTIFIER.test(key) ? key : jsString(key);
}

/** A string, finite number, boolean, or an array or plain object of them, on one line. */
export function jsValue(value) {
  if (typeof value === 'string') return jsString(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`${value} has no literal`);
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(jsValue).join(', ')}]`;
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).filter(([, entry]) => entry !== undefined);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([key, entry]) => `${jsKey(key)}: ${jsValue(entry)}`).join(', ')} }`;
  }
  throw new TypeError(`a snippet cannot hold ${typeof value} values`);
}

/** An object literal of source entries, one per line, its closing brace at `indent`. */
export function objectLiteral(entries, indent) {
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, source]) => `${indent}  ${jsKey(key)}: ${source},\n`).join('')}${indent}}`;
}

/** `value` inside a double-quoted HTML attribute. */
export function htmlAttribute(value) {
  return value.replace(/[&"'<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}
