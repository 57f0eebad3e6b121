// Catalog types: English is the reference, so every other language has exactly its keys, in the same two parts.
import type { enLater } from './en.js';
import type { enFirstScreen } from './first-screen/en.js';

/** Keys the first screen can show: the search step, the header, and the loading and later-step placeholders. */
export type FirstScreenKey = keyof typeof enFirstScreen;
/** Keys only a later step shows: they load beside the first screen, and every later step waits for them. */
export type LaterKey = keyof typeof enLater;

export type CatalogKey = FirstScreenKey | LaterKey;
export type Catalog = Readonly<Record<CatalogKey, string>>;
export type FirstScreenCatalog = Readonly<Record<FirstScreenKey, string>>;
export type LaterCatalog = Readonly<Record<LaterKey, string>>;

type NoneShared<Shared extends never> = Shared;
/** Compiles only while no key is in both parts (the later one would silently win); the error names it. */
export type PartsShareNoKey = NoneShared<Extract<FirstScreenKey, LaterKey>>;

/** `search.results` when the catalog has `search.results.one` / `search.results.other`. */
export type PluralKey = { [K in CatalogKey]: K extends `${infer Base}.other` ? Base : never }[CatalogKey];

export type TranslateKey = CatalogKey | PluralKey;
export type TranslateParams = Readonly<Record<string, string | number>>;

/** Returns plain text: params are inserted as text, and views render the result as a text node. */
export type Translate = (key: TranslateKey, params?: TranslateParams) => string;

/** Where a translator reads copy when it comes in parts: the text of a key, or undefined while it is not in. */
export type CatalogLookup = (key: string) => string | undefined;
