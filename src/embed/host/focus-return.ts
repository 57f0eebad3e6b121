// Remembers the element focused before the modal opened, so closing gives focus back to it.
export function rememberFocus(doc: Document): () => void {
  // The focused element, looking inside open shadow roots (a host's own custom elements).
  let previous = doc.activeElement;
  while (previous?.shadowRoot?.activeElement) previous = previous.shadowRoot.activeElement;
  return () => {
    // The page may have removed it meanwhile; then focus stays where the browser puts it.
    if (previous?.isConnected && previous !== doc.body) (previous as HTMLElement).focus({ preventScroll: true });
  };
}
