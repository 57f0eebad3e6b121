// Remembers the element focused before the modal opened, so closing gives focus back to it.
export function rememberFocus(): () => void {
  // The focused element, looking inside open shadow roots (a host's own custom elements).
  let previous = document.activeElement;
  while (previous?.shadowRoot?.activeElement) previous = previous.shadowRoot.activeElement;
  return () => {
    // The page may have removed it meanwhile; then focus stays where the browser puts it.
    if (previous?.isConnected && previous !== document.body) (previous as HTMLElement).focus({ preventScroll: true });
  };
}
