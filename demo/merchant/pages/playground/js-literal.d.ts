// Types of js-literal.js, for the tests that run it.

/** What a snippet can write as a literal. */
export type Literal = string | number | boolean | readonly Literal[] | { readonly [key: string]: Literal | undefined };

export function jsString(value: string): string;
export function jsKey(key: string): string;
export function jsValue(value: Literal): string;
/** `[key, source]` pairs: each source is already JavaScript. */
export function objectLiteral(entries: readonly (readonly [string, string])[], indent: string): string;
export function htmlAttribute(value: string): string;
