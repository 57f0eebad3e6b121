// Whether this page is inside another page's frame (a cross-origin top cannot even be compared).
export function isFramed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}
