// A session's first screen, painted before the engine (the option check, the flow, the API client)
// is in: the stand-in flow's search, in the options' theme and language as far as they can be read
// unchecked, with the first connectors request already on its way. The session takes it over.
import { THEMES, type Theme } from '../../contract/options.js';
import { createPendingFlow, type PendingFlow } from '../../flow/pending-flow.js';
import type { Flow } from '../../flow/types.js';
import type { Client, ElementParts } from '../element-parts.js';
import { createPrefetch } from '../prefetch-connectors.js';
import { type Appearance, appearance } from './appearance.js';
import { isFramed } from './is-framed.js';
import { paintSession } from './session-view.js';

/** What is painted: the flow in charge, and what the checked options add to the first screen. */
export type ShellView = {
  flow: Flow;
  onClose: () => void;
  /** Given when a close during a sync hides the widget instead of asking (allowConnectInBackground). */
  onHide?: (() => void) | undefined;
  /** The theme overrides as custom properties, once the options are checked. */
  style?: Record<string, string>;
  quietStart?: boolean;
  client?: Client;
};

export type Shell = {
  readonly pending: PendingFlow;
  readonly looks: Appearance;
  /** In another page's iframe: the widget then opens no same-window redirect. */
  readonly inFrame: boolean;
  /** What the session's requests go through: the first connectors request is answered from the prefetch. */
  readonly fetch: typeof fetch;
  show(view: ShellView): void;
  /** Called when the texts cannot load; the session reports it once it is in charge. */
  onTextsFailed(report: () => void): void;
  stop(): void;
};

export type ShellSetup = {
  shadow: ShadowRoot;
  parts: ElementParts;
  /** The options as given, checked or not: only what has the expected shape is used. */
  options: Readonly<Record<string, unknown>>;
  /** An OAuth return is to be resumed: the flow opens where it was, not on search. */
  resuming?: boolean;
  onClose: () => void;
};

const themeOf = (value: unknown): Theme | undefined => THEMES.find((theme) => theme === value);

export function paintShell({ shadow, parts, options, resuming, onClose }: ShellSetup): Shell {
  const inFrame = isFramed();
  // Update mode and a preselected connector open elsewhere too.
  const searchFirst = !resuming && options.updateItem === undefined && options.selectedConnectorId === undefined;
  let stopped = false;
  let textsFailed = () => {};
  const pending = createPendingFlow(searchFirst);
  let view: ShellView = { flow: pending, onClose, quietStart: options.autoFocus === false, client: options };
  const paint = () => {
    if (!stopped) paintSession(shadow, { parts, looks: looks.current(), inFrame, ...view });
  };
  const looks = appearance(parts, paint, () => textsFailed());

  // The first page of connectors is asked for now, not after the engine has loaded and run.
  const prefetch = createPrefetch(parts.fetch);
  if (searchFirst) prefetch.startFirst(options);

  looks.apply({ theme: themeOf(options.theme), language: typeof options.language === 'string' ? options.language : undefined });
  return {
    pending,
    looks,
    inFrame,
    fetch: prefetch.fetch,
    show(next) {
      view = next;
      paint();
    },
    onTextsFailed(report) {
      textsFailed = report;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      looks.stop();
    },
  };
}
