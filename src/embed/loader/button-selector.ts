// How the runtime knows a page declares buttons (their attributes are read in bind-buttons.ts), so
// it fetches their code only then.
/** A button needs a token, given outright or fetched from the page's own server. */
export const BUTTON_SELECTOR = '[data-ponte-connect-token],[data-ponte-token-url]';
