// The frame's side of the protocol: believes only its parent, runs one widget for it, and turns
// the widget's callbacks into messages.
import { SUPPORTED_VERSIONS, receiveFromHost } from '../contract/protocol.js';
import type { WidgetEvent } from '../contract/events.js';
import type { Display } from '../contract/options.js';
import type { HostMessage } from '../contract/protocol.js';
import type { ParsedOptions, PonteOptions } from '../embed/options.js';
import { detectLanguage } from '../i18n/detect-language.js';
import { localeFor } from '../i18n/language.js';
import { dedupeHeights, observeHeight as defaultObserveHeight } from './content-height.js';
import type { ObserveHeight } from './content-height.js';
import { errorPayload } from './error-payload.js';
import type { FrameWidget } from './frame-widget.js';
import { createPoster } from './frame-poster.js';
import type { ParentWindow } from './frame-poster.js';
import type { TokenRequests } from './token-requests.js';

/** Makes one widget with the frame's callbacks; the real one is frame-widget.ts's. */
export type WidgetFactory = (callbacks: Callbacks) => FrameWidget;

export type BridgeDeps = {
  /** The frame's own window: the host's messages and the user's keys arrive here. */
  window: Window;
  /** window.parent: the only window believed, the only one posted to. */
  parent: ParentWindow;
  parentOrigin: string;
  channel: string;
  /** Makes the widget (its first screen is in this page's entry). */
  loadElement: () => Promise<WidgetFactory>;
  /** The option check, which comes with the engine (a chunk loaded beside the entry). */
  checkOptions: (input: unknown) => Promise<ParsedOptions>;
  observeHeight?: ObserveHeight;
  /** Told the host's options as they arrive, unchecked, before the check has loaded (a prefetch). */
  onOptions?: (options: Readonly<Record<string, unknown>>) => void;
};

export type Bridge = {
  /** Removes the widget and every listener the bridge added. */
  dispose(): void;
};

type Init = Extract<HostMessage, { type: 'init' }>;
export type Callbacks = Required<Pick<PonteOptions, 'onSuccess' | 'onError' | 'onEvent' | 'onOpen' | 'onClose' | 'onHide'>> &
  Pick<PonteOptions, 'fetchConnectToken'>;

/** Hidden, the widget takes no focus; shown, it takes it as the host's options say. */
const unfocused = (options: Readonly<Record<string, unknown>>) => ({ ...options, autoFocus: false });

/**
 * A widget waiting for the host's open: laid out and painted, so the open only shows it, but
 * unseen and out of reach (inert: no focus, nothing for assistive technology). Through the CSSOM,
 * which a strict style-src allows.
 */
function hold(element: HTMLElement, waiting: boolean): void {
  element.inert = waiting;
  if (waiting) element.style.opacity = '0';
  else element.removeAttribute('style');
}

/** Starts listening and announces the frame with `ready`. */
export function createBridge(deps: BridgeDeps): Bridge {
  const { window: frame, parent, parentOrigin, channel } = deps;
  const document = frame.document;
  const post = createPoster(parent, parentOrigin, channel);
  // Made on the first request, a chunk of its own: most sessions never refresh their token.
  let tokens: TokenRequests | null = null;
  let tokensLoading: Promise<TokenRequests> | null = null;
  const tokenRequests = () =>
    (tokensLoading ??= import('./token-requests.js').then((module) => {
      tokens = module.createTokenRequests(post);
      return tokens;
    }));
  const observe = deps.observeHeight ?? defaultObserveHeight;

  let display: Display = 'modal';
  let options: PonteOptions | null = null;
  let canRefreshToken = false;
  let factory: Promise<WidgetFactory> | null = null;
  let create: WidgetFactory | null = null;
  // Only the latest init answers: an earlier one still loading the widget stays silent.
  let initCount = 0;
  // The host may send open before initialized (it re-sends both when the page reloads).
  let openWanted = false;
  let mounted: FrameWidget | null = null;
  let stopHeight: (() => void) | null = null;
  let disposed = false;

  const setDisplay = (next: Display) => {
    display = next;
    // Both displays: the host sizes an inline frame, and a modal card, to the content.
    stopHeight ??= observe(
      document.body,
      dedupeHeights((height) => post({ type: 'resize', height })),
    );
  };

  // The widget is mounted hidden as soon as it can be (at init, and again after each close), so
  // an open only shows it: painted, its engine and the institutions already in.
  let shown = false;
  let heldOpen = false;
  let heldEvent: WidgetEvent | null = null;
  // The mounted widget's flow has said it opened; it ended in a success.
  let opened = false;
  let ended = false;

  const unmount = () => {
    if (!mounted) return;
    const widget = mounted;
    mounted = null;
    shown = opened = ended = heldOpen = false;
    heldEvent = null;
    tokens?.cancelAll();
    // Removal ends the widget's session: its flow stops, its popup watch and listeners go.
    widget.remove();
  };

  // The first widget is painted from the options as given, before their check has loaded (the
  // element itself reads only values of the expected shape until its engine is in); an invalid
  // option removes it before it is ever shown.
  let given: Readonly<Record<string, unknown>> | null = null;

  const mount = () => {
    const values = options ?? given;
    if (mounted || disposed || !create || !values) return;
    // The callbacks are the frame's own, whatever the host's options held.
    const callbacks: Callbacks = {
      onSuccess: ({ item }) => {
        if (mounted !== element) return;
        ended = true;
        post({ type: 'success', item });
      },
      onError: (payload) => {
        // Options not yet checked: the bridge reports an invalid one itself, once.
        if (mounted === element && options) post({ type: 'error', error: errorPayload(payload) });
      },
      onEvent: (event) => {
        if (mounted !== element) return;
        // The widget opens for the user when the host shows it, not when it is painted hidden.
        if (event.event === 'OPEN' && !shown) heldEvent = event;
        else post({ type: 'event', event });
      },
      onOpen: () => {
        if (mounted !== element) return;
        if (shown) post({ type: 'open' });
        else heldOpen = true;
        opened = shown;
      },
      onClose: () => {
        if (mounted !== element) return;
        post({ type: 'close', reason: ended ? 'done' : 'user' });
        putAway();
      },
      // Put away as a close is, the sync going on; the host calls onHide instead of onClose.
      onHide: () => {
        if (mounted !== element) return;
        post({ type: 'hide' });
        putAway();
      },
      ...(canRefreshToken ? { fetchConnectToken: () => tokenRequests().then((requests) => requests.request()) } : {}),
    };
    const element = create(callbacks);
    // Never attributes: the token must not appear in the DOM.
    element.options(unfocused(values));
    hold(element.element, true);
    mounted = element;
    document.body.append(element.element);
  };

  /**
   * After a close the next open returns to where the user was, passwords excepted, for as long as
   * the widget lives; after a success it starts afresh, painted hidden from now.
   */
  const putAway = () => {
    openWanted = false;
    const element = mounted;
    if (!element || !shown) return;
    if (ended) {
      unmount();
      mount();
      return;
    }
    shown = false;
    hold(element.element, true);
    element.forgetSecrets();
    if (options) element.options(unfocused(options));
  };

  const show = () => {
    if (!create || !options) {
      openWanted = true;
      return;
    }
    openWanted = false;
    mount();
    const element = mounted;
    if (!element || shown) return;
    shown = true;
    hold(element.element, false);
    element.options(options);
    // Shown again after a close: on screen at once, as the first time was once its flow began.
    if (heldOpen || opened) post({ type: 'open' });
    opened ||= heldOpen;
    if (heldEvent) post({ type: 'event', event: heldEvent });
    heldOpen = false;
    heldEvent = null;
  };

  const init = async (message: Init) => {
    const count = ++initCount;
    setDisplay(message.display);
    const raw = { ...message.options, connectToken: message.connectToken };
    deps.onOptions?.(raw);
    const checked = deps.checkOptions(raw);
    // Awaited below unless the widget's code fails first, which is reported instead.
    checked.catch(() => undefined);
    let parsed: ParsedOptions;
    try {
      factory ??= deps.loadElement();
      create = await factory;
      if (count === initCount && !disposed && !options) {
        given = raw;
        canRefreshToken = message.canRefreshToken;
        mount();
      }
      parsed = await checked;
    } catch {
      factory = null;
      given = null;
      if (!options) unmount();
      if (count === initCount && !disposed) post({ type: 'error', error: { code: 'FRAME_UNAVAILABLE', message: 'The widget could not load.' } });
      return;
    }
    if (count !== initCount || disposed) return;
    given = null;
    if (!parsed.ok) {
      options = null;
      unmount();
      post({ type: 'error', error: errorPayload(parsed.error) });
      return;
    }
    document.documentElement.lang = localeFor(detectLanguage(frame.navigator.languages ?? [], parsed.options.language));
    options = parsed.options;
    canRefreshToken = message.canRefreshToken;
    // A re-init (a fresh token, say) reaches the running widget instead of starting another.
    if (mounted) mounted.options(shown ? options : unfocused(options));
    post({ type: 'initialized' });
    mount();
    if (openWanted) show();
  };

  const onMessage = (event: MessageEvent) => {
    const message = receiveFromHost(event, { source: parent, origin: parentOrigin, channel });
    if (!message) return;
    switch (message.type) {
      case 'init':
        void init(message);
        return;
      case 'open':
        show();
        return;
      case 'close':
        putAway();
        return;
      case 'token-response':
        // A response answers a request, which made the requests first.
        tokens?.settle(message);
        return;
    }
  };

  // Bubble phase on the window: a control inside the widget that uses Escape itself (a listbox)
  // prevents the default, and then the dialog stays open. An inline widget has nothing to close.
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || display !== 'modal') return;
    post({ type: 'close', reason: 'escape' });
    putAway();
  };

  frame.addEventListener('message', onMessage);
  frame.addEventListener('keydown', onKeydown);
  post({ type: 'ready', versions: [...SUPPORTED_VERSIONS] });

  return {
    dispose() {
      if (disposed) return;
      disposed = true;
      frame.removeEventListener('message', onMessage);
      frame.removeEventListener('keydown', onKeydown);
      stopHeight?.();
      stopHeight = null;
      unmount();
    },
  };
}
