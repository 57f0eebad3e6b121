// What the page shows when it is opened without an embedding site: it has no one to talk to.

/** Plain text only: the page posts nothing and loads no widget without a valid address. */
export function showStandaloneNotice(document: Document): void {
  const notice = document.createElement('p');
  // Through the CSSOM, which the page's strict style-src allows: the page's stylesheet is the widget's.
  notice.style.margin = '1rem';
  notice.style.fontFamily = 'system-ui, sans-serif';
  notice.lang = 'en';
  notice.textContent = 'This page shows the ponte widget inside the site that embeds it; it does not work on its own.';
  document.body.replaceChildren(notice);
}
