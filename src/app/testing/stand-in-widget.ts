// A test's stand-in for the frame's widget: an element that takes the options the bridge sets as properties.
import type { FrameWidget } from '../frame-widget.js';

export const standInWidget = (element: HTMLElement): FrameWidget => ({
  element,
  set: (values) => Object.assign(element, values),
  remove: () => element.remove(),
});
