// The inline display: the frame in the host's container, as tall as the widget's content says.
import type { Surface } from './surface.js';

export function inlineSurface(container: HTMLElement): Surface {
  let frame: HTMLIFrameElement | null = null;
  const display = (value: string) => {
    if (frame) frame.style.display = value;
  };
  return {
    place(iframe) {
      frame = iframe;
      // Through the CSSOM: allowed under a CSP that forbids style attributes in markup. The loader's
      // iframe comes hidden, already in the container: it is shown by style and never moved.
      iframe.style.cssText = 'display:none;width:100%;height:0;border:0';
      iframe.hidden = false;
      if (iframe.parentNode !== container) container.append(iframe);
    },
    show: () => display('block'),
    hide: () => display('none'),
    setState() {},
    resize(height) {
      if (frame) frame.style.height = `${Math.ceil(height)}px`;
    },
    destroy() {
      frame = null;
    },
  };
}
