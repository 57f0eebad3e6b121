// Locks page scrolling while the modal is open and puts back exactly what the page had.
// The shorthand and its longhands: browsers expand one into the others, some engines keep them apart.
const PROPERTIES = ['overflow', 'overflow-x', 'overflow-y', 'scrollbar-gutter'] as const;

type Saved = { element: HTMLElement; hadStyle: boolean; values: { property: string; value: string; priority: string }[] };

function save(element: HTMLElement): Saved {
  return {
    element,
    hadStyle: element.hasAttribute('style'),
    values: PROPERTIES.map((property) => ({
      property,
      value: element.style.getPropertyValue(property),
      priority: element.style.getPropertyPriority(property),
    })),
  };
}

function restore({ element, hadStyle, values }: Saved): void {
  for (const property of PROPERTIES) element.style.removeProperty(property);
  for (const { property, value, priority } of values) if (value !== '') element.style.setProperty(property, value, priority);
  // Setting a property through the CSSOM creates the attribute; a page that had none gets none back.
  if (!hadStyle && element.getAttribute('style') === '') element.removeAttribute('style');
}

/** Returns the function that unlocks; the page's own inline overflow and scroll position come back. */
export function lockScroll(win: Window): () => void {
  const { documentElement, body } = win.document;
  // The page scrolls on <html> unless the page itself made <body> the scroller (html overflow not
  // visible). Touching <body> otherwise would stop its margin collapsing and shift the page.
  const scrolls = (element: HTMLElement, values: string[]) => {
    const style = win.getComputedStyle(element);
    // Some engines (jsdom) leave the longhand empty when only the shorthand was set.
    return values.includes(style.overflowY || style.overflow);
  };
  const bodyScrolls = body !== null && scrolls(body, ['auto', 'scroll']) && scrolls(documentElement, ['hidden', 'clip', 'auto', 'scroll']);
  const elements = bodyScrolls ? [documentElement, body] : [documentElement];
  const saved = elements.map(save);
  const x = win.scrollX;
  const y = win.scrollY;
  // A page showing a classic scrollbar keeps its gutter, so nothing behind the modal slides sideways.
  const hasScrollbar = win.innerWidth - documentElement.clientWidth > 0;
  // Important, so a page stylesheet's `overflow: auto !important` does not win.
  for (const element of elements) element.style.setProperty('overflow', 'hidden', 'important');
  if (hasScrollbar) documentElement.style.setProperty('scrollbar-gutter', 'stable');
  let locked = true;
  return () => {
    if (!locked) return;
    locked = false;
    for (const entry of saved) restore(entry);
    if (win.scrollX !== x || win.scrollY !== y) win.scrollTo(x, y);
  };
}
