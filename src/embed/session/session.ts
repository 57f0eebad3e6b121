// One run of the flow inside the element, from a valid set of options until the element is
// removed, the widget closes or a restarting option changes. It owns the flow's dependencies, the
// token in use, the OAuth listener, the theme and language, and what is painted.
//
// The first screen paints at once with a stand-in flow (the search field works, what is typed is
// kept), while the first connectors request and the engine chunk (flow, API client, schemas) load
// side by side; the real flow takes over when the engine is in.
import { createPendingFlow } from '../../flow/pending-flow.js';
import type { Flow, FlowDeps } from '../../flow/types.js';
import type { ElementParts, Engine } from '../element-parts.js';
import type { PonteOptions } from '../options.js';
import { createPrefetch, firstConnectorsUrl } from '../prefetch-connectors.js';
import { readResume } from '../resume-store.js';
import { sessionSleep } from '../session-sleep.js';
import { appearance } from './appearance.js';
import { browserDeps, isFramed, sessionStore } from './browser-deps.js';
import { connectToken } from './connect-token.js';
import { flowOptionsOf, restartKey } from './flow-options.js';
import { hostReports } from './host-reports.js';
import { listenForOAuthResult, resumeOAuth } from './oauth-return.js';
import { paintSession } from './session-view.js';

export type Session = {
  /** Equal keys: `update` can take the new options; otherwise a new session starts. */
  key: string;
  update(options: PonteOptions): void;
  stop(): void;
};

export type SessionSetup = {
  /** The element: DOM events are dispatched on it. */
  element: HTMLElement;
  shadow: ShadowRoot;
  parts: ElementParts;
  options: PonteOptions;
  /** The widget asked to close (its close or done button): the element ends this session. */
  onClose(): void;
};

export function startSession({ element, shadow, parts, options: initial, onClose }: SessionSetup): Session {
  const abort = new AbortController();
  let options = initial;
  let stopped = false;
  const reports = hostReports(
    element,
    () => options,
    () => stopped,
  );
  const token = connectToken(options.connectToken);
  const inFrame = isFramed();
  const { popup, ...browser } = browserDeps(inFrame);
  const refresh = options.fetchConnectToken;

  // The first page of connectors is asked for now, not after the engine has loaded and run.
  const prefetch = createPrefetch(parts.fetch);
  const firstUrl = firstConnectorsUrl(options);
  if (firstUrl !== null) prefetch.start(firstUrl, token.current());

  const depsWith = (engine: Engine): FlowDeps => ({
    api: engine.createApiClient({ baseUrl: options.apiUrl, token: token.current, fetch: prefetch.fetch }),
    // The host may swap its fetchConnectToken; having one at all is fixed for a session (restartKey).
    refreshToken: refresh && (() => (options.fetchConnectToken ?? refresh)()),
    setToken: token.renewed,
    getToken: token.current,
    emit: reports.event,
    onSuccess: reports.success,
    onError: reports.error,
    now: () => Date.now(),
    sleep: sessionSleep(abort.signal),
    random: () => Math.random(),
    ...browser,
  });

  // The flow clears the resume state when it starts; the callback page's outcome is read first.
  const returned = readResume(sessionStore);
  const pending = createPendingFlow(returned === null && firstUrl !== null);
  let flow: Flow = pending;
  let stopListening = () => {};

  const close = () => {
    if (stopped) return;
    reports.event({ event: 'CLOSE', timestamp: Date.now() });
    reports.closed();
    onClose();
  };
  const paint = () => {
    if (!stopped) paintSession(shadow, { parts, flow, options, looks: looks.current(), inFrame, onClose: close });
  };
  const looks = appearance(parts, paint, () => reports.error({ code: 'NETWORK', message: 'The widget could not load its texts.' }));

  const takeOver = (engine: Engine) => {
    if (stopped) return;
    const real = engine.createFlow(flowOptionsOf(options), depsWith(engine));
    flow = real;
    stopListening = listenForOAuthResult(real, popup);
    real.start().then(
      () => {
        if (!stopped) resumeOAuth(real, returned);
      },
      () => reports.error({ code: 'UNEXPECTED', message: 'The widget could not start.' }),
    );
    // What the user typed while the engine loaded is their search.
    const typed = pending.search.query.peek();
    if (typed !== '') real.setQuery(typed);
    paint();
  };
  const loadEngine = () => {
    parts.loadEngine().then(takeOver, () => {
      if (!stopped) pending.failed(loadEngine);
    });
  };

  looks.apply(options);
  reports.opened();
  reports.event({ event: 'OPEN', timestamp: Date.now() });
  loadEngine();

  return {
    key: restartKey(options),
    update(next) {
      options = next;
      token.handedIn(next.connectToken);
      looks.apply(next);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      abort.abort(new DOMException('The widget was removed', 'AbortError'));
      flow.dispose();
      stopListening();
      looks.stop();
    },
  };
}
