// The hosted page's widget: a <ponte-connect> element that is never defined as the custom element
// (the page has no attributes or properties to follow), only a shadow root its runner paints into.
// The bridge hands it options as they come and removes it to end its session.
import type { ElementParts } from '../embed/element-parts.js';
import { adoptStyles } from '../embed/shadow-styles.js';
import { createWidgetRunner } from '../embed/widget-runner.js';

/** The widget the bridge runs: its element in the page, its options set as they come. */
export type FrameWidget = {
  readonly element: HTMLElement;
  /** Options to add or change (undefined removes one); read once per task. */
  set(values: Readonly<Record<string, unknown>>): void;
  /** Ends the session and takes the element out of the page. */
  remove(): void;
};

export function createFrameWidget(document: Document, parts: ElementParts): FrameWidget {
  // The tag name keeps the page's own styles and the tests' locators the element's.
  const element = document.createElement('ponte-connect');
  const shadow = element.attachShadow({ mode: 'open' });
  const releaseStyles = adoptStyles(shadow);
  let values: Record<string, unknown> = {};
  let scheduled = false;
  const runner = createWidgetRunner({
    element,
    shadow,
    parts,
    // The bridge checks the same options and reports a refusal itself, once.
    refused: () => {},
    isConnected: () => element.isConnected,
    read: () => ({ given: values, check: (engine) => engine.parseOptions(values) }),
  });
  return {
    element,
    set(next) {
      values = Object.fromEntries(Object.entries({ ...values, ...next }).filter(([, value]) => value !== undefined));
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        if (element.isConnected) runner.update();
      });
    },
    remove() {
      runner.end();
      releaseStyles();
      element.remove();
    },
  };
}
