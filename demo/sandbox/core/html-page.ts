// Minimal HTML pages of the sandbox (the "institution" side): escaped text, no scripts.
import type { Context } from 'hono';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

export const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

/** The statuses a page answers with: shown, unreadable form, unknown link, link used or expired. */
export type PageStatus = 200 | 400 | 404 | 410;

export function htmlAnswer(c: Context, markup: string, status: PageStatus = 200): Response {
  return c.body(markup, status, PAGE_HEADERS);
}

/** `body` must already be escaped markup. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/oauth/style.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; background: Canvas; color: CanvasText; }
main { max-width: 28rem; margin: 3rem auto; padding: 1.5rem; border: 1px solid light-dark(#767676, #8a8a8a); border-radius: 12px; }
h1 { font-size: 1.4rem; margin-top: 0; }
.sandbox { font-size: .8rem; text-transform: uppercase; letter-spacing: .08em; color: light-dark(#4a4a4a, #c8c8c8); }
ul { padding-left: 1.2rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
form { display: inline; }
.actions { display: flex; gap: .75rem; margin-top: 1.5rem; flex-wrap: wrap; }
button { font: inherit; padding: .7rem 1.4rem; border-radius: 8px; border: 1px solid ButtonBorder; cursor: pointer; }
button.primary { background: #0b5fff; color: #fff; border-color: #0b5fff; }
button:focus-visible { outline: 3px solid #ffb000; outline-offset: 2px; }
`;
