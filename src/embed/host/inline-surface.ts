// The inline display: the frame in the host's container, as tall as the widget's content says.
import type { Surface } from './surface.js';

/** Puts the iframe in the container, where a preloaded one already is: never moved afterwards (moving would reload it). */
export function inlineSurface(container: HTMLElement, iframe: HTMLIFrameElement): Surface {
  const { style } = iframe;
  // Through the CSSOM: allowed under a CSP that forbids style attributes in markup. The loader's
  // iframe comes hidden, already in the container: it is shown by style.
  style.cssText = 'display:none;width:100%;height:0;border:0';
  iframe.hidden = false;
  if (iframe.parentNode !== container) container.append(iframe);
  return {
    show() {
      style.display = 'block';
    },
    hide() {
      style.display = 'none';
    },
    resize(height) {
      style.height = `${Math.ceil(height)}px`;
    },
  };
}
