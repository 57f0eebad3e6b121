// A product's name in the user's language; a product this widget does not know keeps its code.
import { PRODUCTS } from '../api/enums.js';
import type { Translate } from '../i18n/index.js';
import type { ProductKey } from './catalog-keys.js';

const KNOWN: ReadonlySet<string> = new Set([...PRODUCTS, 'ACCOUNT_STATEMENTS']);
const isProductKey = (product: string): product is ProductKey => KNOWN.has(product);

export const productLabel = (t: Translate, product: string): string => (isProductKey(product) ? t(`product.${product}`) : product);
