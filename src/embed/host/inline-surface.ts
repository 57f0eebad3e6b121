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
      // Through the CSSOM: allowed under a CSP that forbids style attributes in markup.
      iframe.style.display = 'none';
      iframe.style.width = '100%';
      iframe.style.height = '0';
      iframe.style.border = '0';
      container.append(iframe);
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
