// Catalog types: English is the reference, so every other language must have exactly its keys.
import type { en } from './en.js';

export type CatalogKey = keyof typeof en;
export type Catalog = Readonly<Record<CatalogKey, string>>;

/** `search.results` when the catalog has `search.results.one` / `search.results.other`. */
export type PluralKey = { [K in CatalogKey]: K extends `${infer Base}.other` ? Base : never }[CatalogKey];

export type TranslateKey = CatalogKey | PluralKey;
export type TranslateParams = Readonly<Record<string, string | number>>;

/** Returns plain text: params are inserted as text, and views render the result as a text node. */
export type Translate = (key: TranslateKey, params?: TranslateParams) => string;
