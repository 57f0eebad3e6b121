// Which host override values are safe to put in a stylesheet: checks without a schema library, so
// the host runtime and the widget's first screen can run them.
import { parseColor } from './color.js';

const LENGTH = /^(?:0|\d{1,3}(?:\.\d{1,3})?(?:px|rem|em|%))$/;
// Names, quotes, commas and spaces only: nothing that can end a declaration or load a resource.
const FONT_LIST = /^[\p{L}\p{N} ,'"_.-]+$/u;

const balancedQuotes = (value: string) => (value.split('"').length - 1) % 2 === 0 && (value.split("'").length - 1) % 2 === 0;

export const isCssColor = (value: string): boolean => parseColor(value) !== null;
export const CSS_COLOR = 'an opaque hex, rgb() or hsl() color, such as #0a58c2';

export const isCssLength = (value: string): boolean => LENGTH.test(value);
export const CSS_LENGTH = 'a length such as 8px, 0.5rem or 0';

export const isFontFamily = (value: string): boolean => value.length <= 200 && value.trim() !== '' && FONT_LIST.test(value) && balancedQuotes(value);
export const FONT_FAMILY = 'a font-family list such as "Inter", sans-serif (at most 200 letters, digits, spaces, quotes, commas, - _ .)';
