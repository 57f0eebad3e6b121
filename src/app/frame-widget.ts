// The hosted page's widget: a <ponte-connect> element that is never defined as the custom element
// (the page has no attributes or properties to follow), only a shadow root its runner paints into.
// The bridge hands it options as they come and removes it to end its session.
import type { ElementParts } from '../embed/element-parts.js';
import { adoptStyles } from '../embed/shadow-styles.js';
import { createWidgetRunner } from '../embed/widget-runner.js';

/** The widget the bridge runs: its element in the page, its options set as they come. */
export type FrameWidget = {
  readonly element: HTMLElement;
  /** The host's options, as given or once checked: they replace the last ones; read once per task. */
  options(values: Readonly<Record<string, unknown>>): void;
  /** Ends the session and takes the element out of the page. */
  remove(): void;
  /** Put away to be shown again: what the user typed stays, passwords and one-time answers excepted. */
  forgetSecrets(): void;
};

/** `callbacks`: the frame's own, kept over whatever the options hold. */
export function createFrameWidget(document: Document, parts: ElementParts, callbacks: Readonly<Record<string, unknown>>): FrameWidget {
  // The tag name keeps the page's own styles and the tests' locators the element's.
  const element = document.createElement('ponte-connect');
  const shadow = element.attachShadow({ mode: 'open' });
  const releaseStyles = adoptStyles(shadow);
  let values: Readonly<Record<string, unknown>> = {};
  let scheduled = false;
  const runner = createWidgetRunner({
    element,
    shadow,
    parts,
    // The bridge checks the same options and reports a refusal itself, once.
    refused: () => {},
    isConnected: () => element.isConnected,
    keepOnClose: true,
    read: () => {
      const given = { ...values, ...callbacks };
      return { given, check: (engine) => engine.parseOptions(given) };
    },
  });
  return {
    element,
    options(next) {
      values = next;
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        if (element.isConnected) runner.update();
      });
    },
    forgetSecrets: runner.forgetSecrets,
    remove() {
      runner.end();
      releaseStyles();
      element.remove();
    },
  };
}
