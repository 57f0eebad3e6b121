// The Content-Security-Policy of the hosted widget pages: nothing inline, talking only to the API.
export type FrameCspInput = {
  /** Origin of the aggregator API (the sandbox in the demo): the widget's only network peer. */
  apiOrigin: string;
  /** Origins allowed to frame the widget: the merchant sites. */
  frameAncestors: readonly string[];
};

/** `connectSelf`: the page also calls its own origin (the payer page, which calls the payer API). */
export function frameCsp({ apiOrigin, frameAncestors }: FrameCspInput, { connectSelf = false } = {}): string {
  const ancestors = frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    // Connector logos come from the API's origin; the merchant's logo (clientLogoUrl) from its own site.
    `img-src 'self' data: ${[apiOrigin, ...frameAncestors].join(' ')}`,
    `connect-src ${connectSelf ? "'self' " : ''}${apiOrigin}`,
    `frame-ancestors ${ancestors}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
