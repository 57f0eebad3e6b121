// The init script in every frame of a measured page: it marks navigation, readiness, the click and the moment the search is interactive.

/** A long animation frame (LoAF, over 50 ms), reduced to where its time went. */
export type LongFrame = {
  /** Absolute, like the marks. */
  start: number;
  duration: number;
  /** Time in scripts, in all and by file (hash dropped) or, for scripts without a file, by what invoked them. */
  scripts: number;
  sources: Record<string, number>;
  /** From the start of the rendering update to the end of the frame: style, layout, paint. */
  rendering: number;
};

/** Absolute times in ms since the epoch: performance.timeOrigin + performance.now(), in any frame. */
export type Mark =
  | { kind: 'navigation'; at: number }
  /** The embed's frame said it is loaded and took its options (`initialized`). */
  | { kind: 'ready'; at: number }
  /** The widget said the item synced. */
  | { kind: 'success'; at: number }
  | { kind: 'click'; at: number }
  /** The search field and the first institution are visible, and the frame showing them was drawn. */
  | { kind: 'interactive'; at: number; origin: string; longFrames: LongFrame[] };

export type ProbeOptions = {
  /** The button that opens the embed. */
  button: string;
  /** Click it as soon as it works: once the page's scripts ran (DOMContentLoaded). */
  clickOnLoad: boolean;
  /** Attributes removed from every element as it is parsed: declared buttons that would start a second embed. */
  stripAttributes: string[];
};

/** The binding the test exposes to every frame. */
export const REPORT_BINDING = '__benchReport';

declare global {
  interface Window {
    __benchReport?: (mark: Mark) => Promise<void>;
    /** Clicks the button and marks the click: for a test that clicks when it chooses. */
    __benchClick?: () => void;
  }
}

/** Self-contained: Playwright sends its source to the page. */
export function installProbe(options: ProbeOptions): void {
  const now = () => performance.timeOrigin + performance.now();
  const report = (mark: Mark) => void window.__benchReport?.(mark);
  // A new page or frame starts as about:blank before it navigates: only the real document is watched.
  if (!location.protocol.startsWith('http')) return;

  if (window.top === window) {
    report({ kind: 'navigation', at: performance.timeOrigin });
    if (options.stripAttributes.length > 0) {
      const selector = options.stripAttributes.map((name) => `[${name}]`).join(',');
      // Parsing runs observers between its tasks, so the attributes go before any deferred script runs.
      new MutationObserver(() => {
        for (const element of document.querySelectorAll(selector)) for (const name of options.stripAttributes) element.removeAttribute(name);
      }).observe(document, { childList: true, subtree: true });
    }
    window.addEventListener('message', (event: MessageEvent) => {
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null) return;
      const { ns, type } = data as { ns?: unknown; type?: unknown };
      if (ns !== 'ponte' && ns !== 'floor') return;
      if (type === 'initialized') report({ kind: 'ready', at: now() });
      if (type === 'success') report({ kind: 'success', at: now() });
    });
    window.__benchClick = () => {
      const button = document.querySelector<HTMLElement>(options.button);
      if (!button) throw new Error(`no ${options.button} on the page`);
      report({ kind: 'click', at: now() });
      button.click();
    };
    // In a task after DOMContentLoaded, so the page's own listeners (added by its module scripts) are in.
    if (options.clickOnLoad) document.addEventListener('DOMContentLoaded', () => setTimeout(() => window.__benchClick?.(), 0), { once: true });
    return;
  }

  // What kept this frame's main thread busy, for the notes that explain a figure.
  type ScriptTiming = { duration: number; sourceURL: string; invoker: string };
  type LongAnimationFrame = PerformanceEntry & { renderStart: number; scripts: readonly ScriptTiming[] };
  const isLongFrame = (entry: PerformanceEntry): entry is LongAnimationFrame => 'renderStart' in entry && 'scripts' in entry;
  const longFrames: LongFrame[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!isLongFrame(entry)) continue;
      const sources: Record<string, number> = {};
      for (const script of entry.scripts) {
        const file = script.sourceURL ? (script.sourceURL.split('/').pop() ?? '').replace(/-[\w-]{8}\.js$/, '.js') : script.invoker;
        sources[file] = (sources[file] ?? 0) + script.duration;
      }
      longFrames.push({
        start: performance.timeOrigin + entry.startTime,
        duration: entry.duration,
        scripts: entry.scripts.reduce((sum, script) => sum + script.duration, 0),
        sources,
        rendering: entry.renderStart > 0 ? entry.startTime + entry.duration - entry.renderStart : 0,
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });

  const shown = (element: Element | null | undefined): boolean => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  // A frame has no viewport while its iframe is hidden; rendering is checked once per frame drawn.
  const check = () => {
    const root: ParentNode = document.querySelector('ponte-connect')?.shadowRoot ?? document;
    const ready =
      window.innerWidth > 0 &&
      window.innerHeight > 0 &&
      document.visibilityState === 'visible' &&
      shown(root.querySelector('[role="combobox"]')) &&
      shown(root.querySelector('[role="option"]'));
    if (!ready) {
      requestAnimationFrame(check);
      return;
    }
    // Found while this frame is being rendered: a task queued now runs once it is drawn.
    setTimeout(() => {
      const at = now();
      // The frame just drawn is reported after it: a little later, it is in the list.
      setTimeout(() => report({ kind: 'interactive', at, origin: location.origin, longFrames }), 50);
    }, 0);
  };
  requestAnimationFrame(check);
}
