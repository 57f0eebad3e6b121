// One run of the flow inside the element, from a valid set of options until the element is
// removed, the widget closes or a restarting option changes. It owns the flow's dependencies, the
// token in use, the OAuth listener, the theme and language, and what is painted.
import { createApiClient } from '../../api/client.js';
import type { FlowDeps } from '../../flow/types.js';
import type { ElementParts } from '../element-parts.js';
import type { PonteOptions } from '../options.js';
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

  const deps: FlowDeps = {
    api: (parts.createApiClient ?? createApiClient)({ baseUrl: options.apiUrl, token: token.current }),
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
  };

  // The flow clears the resume state when it starts; the callback page's outcome is read first.
  const returned = readResume(sessionStore);
  const flow = parts.createFlow(flowOptionsOf(options), deps);
  const stopListening = listenForOAuthResult(flow, popup);

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

  looks.apply(options);
  reports.opened();
  reports.event({ event: 'OPEN', timestamp: Date.now() });
  flow.start().then(
    () => {
      if (!stopped) resumeOAuth(flow, returned);
    },
    () => reports.error({ code: 'UNEXPECTED', message: 'The widget could not start.' }),
  );

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
