// The merchant pages' Content-Security-Policy: no inline code, scripts and frames only from the widget.
export function merchantCsp(widgetOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${widgetOrigin}`,
    `frame-src ${widgetOrigin}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
  ].join('; ');
}
