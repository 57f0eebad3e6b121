// What the page shows when it is opened without an embedding site: it has no one to talk to.

/** Plain text only: the page posts nothing and loads no widget without a valid address. */
export function showStandaloneNotice(document: Document): void {
  const notice = document.createElement('p');
  notice.className = 'standalone-notice';
  notice.lang = 'en';
  notice.textContent = 'This page shows the ponte widget inside the site that embeds it; it does not work on its own.';
  document.body.replaceChildren(notice);
}
