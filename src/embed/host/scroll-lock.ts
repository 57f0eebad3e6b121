// Locks page scrolling while the modal is open and puts back exactly what the page had.
// The shorthand and its longhands: browsers expand one into the others, some engines keep them apart.
const PROPERTIES = ['overflow', 'overflow-x', 'overflow-y', 'scrollbar-gutter'];

/** Returns the function that unlocks; the page's own inline overflow and scroll position come back. */
export function lockScroll(): () => void {
  const { documentElement, body } = document;
  const x = scrollX;
  const y = scrollY;
  // The page scrolls on <html> unless the page itself made <body> the scroller (html overflow not
  // visible). Touching <body> otherwise would stop its margin collapsing and shift the page.
  const overflows = (element: HTMLElement, values: RegExp) => {
    const style = getComputedStyle(element);
    // Some engines (jsdom) leave the longhand empty when only the shorthand was set.
    return values.test(style.overflowY || style.overflow);
  };
  const elements =
    body && overflows(body, /auto|scroll/) && overflows(documentElement, /hidden|clip|auto|scroll/) ? [documentElement, body] : [documentElement];
  const unlocks = elements.map((element) => {
    const { style } = element;
    const hadStyle = element.hasAttribute('style');
    const saved = PROPERTIES.map((property) => [property, style.getPropertyValue(property), style.getPropertyPriority(property)]);
    // Important, so a page stylesheet's `overflow: auto !important` does not win.
    style.setProperty('overflow', 'hidden', 'important');
    return () => {
      // All removed first: removing the shorthand after a longhand is back would remove that too.
      for (const property of PROPERTIES) style.removeProperty(property);
      for (const [property, value, priority] of saved) if (value) style.setProperty(property as string, value, priority);
      // Setting a property through the CSSOM creates the attribute; a page that had none gets none back.
      if (!hadStyle && !style.length) element.removeAttribute('style');
    };
  });
  // A page showing a classic scrollbar keeps its gutter, so nothing behind the modal slides sideways.
  if (innerWidth > documentElement.clientWidth) documentElement.style.setProperty('scrollbar-gutter', 'stable');
  // Called once (the modal forgets it as it calls it); a second call would put back the same again.
  return () => {
    for (const unlock of unlocks) unlock();
    if (scrollX !== x || scrollY !== y) scrollTo(x, y);
  };
}
