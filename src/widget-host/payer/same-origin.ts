// Whether a request was sent by a page of the widget host's own origin, as a browser says it in the Origin header.

/**
 * The Origin header's host against the host the request was sent to (Host, or X-Forwarded-Host
 * behind a proxy). A page elsewhere cannot forge either header, so a form or script on another site
 * cannot create an intent through a payer's browser. No Origin at all is refused: every browser
 * sends it on a POST.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin === null || origin === 'null') return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const forwarded = request.headers.get('X-Forwarded-Host')?.split(',')[0]?.trim();
  const target = forwarded || request.headers.get('Host');
  return target !== null && target !== undefined && host === target.toLowerCase();
}
