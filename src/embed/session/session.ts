// One run of the flow inside the element, from a valid set of options until the element is
// removed, the widget closes or a restarting option changes. It owns the flow's dependencies, the
// token in use, the OAuth listener, the theme and language, and what is painted.
//
// It comes with the engine: the element paints the first screen before (session-shell.ts), and the
// session takes that screen over, with what the user typed meanwhile.
import { sleep } from '../../api/sleep.js';
import { randomId } from '../../contract/envelope.js';
import type { WidgetEvent } from '../../contract/events.js';
import type { Flow, FlowDeps } from '../../flow/types.js';
import { overrideProperties } from '../../theme/overrides.js';
import type { ElementParts, Engine } from '../element-parts.js';
import type { PonteOptions } from '../options.js';
import { readResume } from '../resume-store.js';
import { browserDeps, sessionStore } from './browser-deps.js';
import { connectToken } from './connect-token.js';
import { restartKey } from './flow-options.js';
import { hostReports } from './host-reports.js';
import { listenForOAuthResult, resumeOAuth } from './oauth-return.js';
import { type Shell, paintShell } from './session-shell.js';

export type Session = {
  /** Takes the new options and answers true, unless one that starts the flow over changed: then a new session starts. */
  update(options: PonteOptions): boolean;
  /** Put away to be shown again: the flow forgets the secrets typed. */
  forgetSecrets(): void;
  stop(): void;
};

export type SessionSetup = {
  /** The element: DOM events are dispatched on it. */
  element: HTMLElement;
  shadow: ShadowRoot;
  parts: ElementParts;
  engine: Engine;
  options: PonteOptions;
  /** The first screen painted while the engine loaded; a session started later paints its own. */
  shell?: Shell;
  /** The widget asked to close (its close or done button): the element ends this session. */
  onClose(): void;
};

export function startSession({ element, shadow, parts, engine, options: initial, shell: given, onClose }: SessionSetup): Session {
  const abort = new AbortController();
  let options = initial;
  let stopped = false;
  const reports = hostReports(
    element,
    () => options,
    () => stopped,
  );
  const token = connectToken(options.connectToken);
  const refresh = options.fetchConnectToken;

  // The flow clears the resume state when it starts; the callback page's outcome is read first.
  const returned = readResume(sessionStore);
  // One id for this run of the widget on every event it reports; the last event says where a close left the user.
  const sessionId = randomId();
  let last: Partial<WidgetEvent> = {};
  const report = (event: Omit<WidgetEvent, 'sessionId'>) => {
    const named = { ...event, sessionId };
    last = named;
    reports.event(named);
  };
  const close = () => {
    if (stopped) return;
    const { step, connectorId, itemId } = last;
    const metadata = { step, connectorId, itemId, sessionId };
    report({ ...metadata, event: 'CLOSE', timestamp: Date.now() });
    reports.closed(metadata);
    onClose();
  };
  const shell = given ?? paintShell({ shadow, parts, options, resuming: returned !== null, onClose: close });
  const { popup, ...browser } = browserDeps(shell.inFrame);
  shell.onTextsFailed(() => reports.error({ code: 'NETWORK', message: 'The widget could not load its texts.' }));

  const flow: Flow = engine.createFlow(options, {
    api: engine.createApiClient({ baseUrl: options.apiUrl, token: token.current, fetch: shell.fetch }),
    // The host may swap its fetchConnectToken; having one at all is fixed for a session (restartKey).
    refreshToken: refresh && (() => (options.fetchConnectToken ?? refresh)()),
    setToken: token.renewed,
    getToken: token.current,
    emit: report,
    onSuccess: reports.success,
    onError: reports.error,
    now: () => Date.now(),
    // The flow's waits hang off its own signals, which dispose() aborts; one without is the session's.
    sleep: (ms, signal = abort.signal) => sleep(ms, signal),
    random: () => Math.random(),
    ...browser,
  } satisfies FlowDeps);
  const stopListening = listenForOAuthResult(flow, popup);
  // Hidden, the page has the widget away: only a page that hears onHide may have a close hide it.
  const hide = () => reports.hidden();
  const show = () =>
    shell.show({
      flow,
      onClose: close,
      onHide: options.allowConnectInBackground && options.onHide ? hide : undefined,
      style: overrideProperties(options),
      quietStart: options.autoFocus === false,
      client: options,
    });

  // The shell already follows these options' theme and language: read from the same values.
  reports.opened();
  report({ event: 'OPEN', timestamp: Date.now() });
  flow.start().then(
    () => {
      if (!stopped) resumeOAuth(flow, returned);
    },
    () => reports.error({ code: 'UNEXPECTED', message: 'The widget could not start.' }),
  );
  // What the user typed on the first screen is their search.
  const typed = shell.pending.search.query.peek();
  if (typed !== '') flow.setQuery(typed);
  show();

  const key = restartKey(options);
  return {
    update(next) {
      if (restartKey(next) !== key) return false;
      // One paint per change: applying the looks paints, so only a new theme or language does.
      const newLooks = next.theme !== options.theme || next.language !== options.language;
      options = next;
      token.handedIn(next.connectToken);
      if (newLooks) shell.looks.apply(next);
      show();
      return true;
    },
    forgetSecrets: () => flow.forgetSecrets(),
    stop() {
      if (stopped) return;
      stopped = true;
      abort.abort();
      flow.dispose();
      stopListening();
      shell.stop();
    },
  };
}
