// In dev, Vite adds each vanilla-extract file's CSS as a <style> in the page head; this mirrors
// them into one constructed stylesheet the shadow roots adopt, and follows hot updates.

/** Vite marks its style elements with the module id; vanilla-extract's end in `.vanilla.css`. */
const isWidgetStyle = (node: Element) => (node.getAttribute('data-vite-dev-id') ?? '').includes('.vanilla.css');

export function collectDevCss(head: ParentNode): string {
  return [...head.querySelectorAll('style[data-vite-dev-id]')]
    .filter(isWidgetStyle)
    .map((style) => style.textContent ?? '')
    .join('\n');
}

/** Keeps `sheet` equal to the widget's dev styles until the returned function is called. */
export function mirrorDevStyles(head: HTMLElement, sheet: Pick<CSSStyleSheet, 'replaceSync'>): () => void {
  let last = '';
  const sync = () => {
    const css = collectDevCss(head);
    if (css === last) return;
    last = css;
    sheet.replaceSync(css);
  };
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(head, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
