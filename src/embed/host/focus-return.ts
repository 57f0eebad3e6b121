// Remembers the element focused before the modal opened, so closing gives focus back to it.
type Focusable = Element & { focus(options?: FocusOptions): void };

const isFocusable = (element: Element | null): element is Focusable => element !== null && 'focus' in element;

/** The focused element, looking inside open shadow roots (a host's own custom elements). */
function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

export function rememberFocus(doc: Document): () => void {
  const previous = deepActiveElement(doc);
  return () => {
    // The page may have removed it meanwhile; then focus stays where the browser puts it.
    if (isFocusable(previous) && previous.isConnected && previous !== doc.body) previous.focus({ preventScroll: true });
  };
}
