// How a page declares a button for the loader: options as data-ponte-<kebab option> attributes.
export const ATTRIBUTE_PREFIX = 'data-ponte-';
/** A button needs a token, given outright or fetched from the page's own server. */
export const BUTTON_SELECTOR = '[data-ponte-connect-token],[data-ponte-token-url]';
