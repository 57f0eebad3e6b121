// The payer page's `t(key, params?)`: its own small catalogs, `{name}` filled in, one language per page.
import type { Language } from '../../i18n/language.js';
import type { PayCatalog, PayKey } from './en.js';
import { payPt } from './pt.js';

export type PayTranslate = (key: PayKey, params?: Readonly<Record<string, string | number>>) => string;

/** Portuguese, the default, comes with the page; English or Spanish is a small chunk of its own. */
export async function loadPayCatalog(language: Language): Promise<PayCatalog> {
  if (language === 'en') return (await import('./en.js')).payEn;
  if (language === 'es') return (await import('./es.js')).payEs;
  return payPt;
}

/** `mode`: a prefix whose keys say what differs in that mode (`offer.`), read before the key itself. */
export function payTranslator(catalog: PayCatalog, mode = ''): PayTranslate {
  const copy: Readonly<Record<string, string>> = catalog;
  // One pass over the template: a value holding `{x}` stays literal text.
  return (key, params) => (copy[mode + key] ?? catalog[key]).replace(/\{(\w+)\}/g, (whole, name: string) => String(params?.[name] ?? whole));
}
