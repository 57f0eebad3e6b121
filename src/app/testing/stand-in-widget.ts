// A test's stand-in for the frame's widget: an element that takes its options as properties, each
// set replacing the last, with the frame's callbacks kept over them.
import type { Callbacks } from '../bridge.js';
import type { FrameWidget } from '../frame-widget.js';

export const standInWidget =
  (element: HTMLElement) =>
  (callbacks: Callbacks): FrameWidget => {
    const own = element as unknown as Record<string, unknown>;
    let last: string[] = [];
    return {
      element,
      options(values) {
        for (const key of last) delete own[key];
        last = Object.keys(values);
        Object.assign(element, values, callbacks);
      },
      remove: () => element.remove(),
      // Counted on the element, so a test sees each time the widget was put away.
      forgetSecrets: () => {
        element.dataset.secretsForgotten = String(Number(element.dataset.secretsForgotten ?? 0) + 1);
      },
    };
  };
