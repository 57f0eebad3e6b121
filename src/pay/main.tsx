// The payer page's entry: reads the request id, language and theme from the address (full page, the
// paymentUrl way) or from the host's `init` (in a host's frame), wires the flow to the browser
// (fetch, popups, timers) and paints the page.
import { render } from 'preact';
import type { Display } from '../contract/options.js';
import { randomId } from '../contract/envelope.js';
import { readFrameAddress } from '../contract/frame-address.js';
import { detectLanguage } from '../i18n/detect-language.js';
import { THEME_CLASSES } from '../theme/theme-class.js';
import { type ThemeSetting, watchColorScheme } from '../theme/color-scheme.js';
import { lazyPayerApi } from './lazy-payer-api.js';
import { loadPayCatalog, payTranslator } from './i18n/translator.js';
import { PayApp } from './pay-app.js';
import { framed as framedStyle, root } from './pay-app.css.js';
import type { PayBridge } from './frame-bridge.js';
import { createPayFlow } from './pay-flow.js';
import type { PaymentReporter } from './pay-events.js';
import { isUuid, qrImageUrl, READ, requestUrl } from './request-id.js';

const POPUP_FEATURES = 'popup,width=480,height=720';

const params = new URLSearchParams(location.search);

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

// The API's folder beside the page, whether it is reached as /pay, /pay/ or /pay/index.html.
const apiBase = `${location.pathname.replace(/\/(index\.html)?$/, '')}/api/`;

/** In a host's frame: the protocol's side, and what tells the host the payment's moves. */
type Framed = { bridge: PayBridge; display: Display; reporter: PaymentReporter };

/** One payment on this page: the flow started, the copy loaded, the page painted. */
async function pay(requestId: string, languageTag: string | undefined, theme: ThemeSetting, framed?: Framed, offer?: string | null): Promise<void> {
  const language = detectLanguage(navigator.languages ?? [navigator.language], languageTag);
  const page = document.documentElement;
  page.lang = language === 'pt' ? 'pt-BR' : language;
  page.classList.add(root);
  if (framed) page.classList.add(framedStyle);
  watchColorScheme(theme, (scheme) => {
    page.classList.remove(...Object.values(THEME_CLASSES));
    page.classList.add(THEME_CLASSES[scheme]);
    // The browser's own parts (scrollbars, autofill) follow the theme shown, not the system's.
    page.style.colorScheme = scheme;
  });

  const fetchFn: typeof fetch = (input, init) => fetch(input, init);
  // Offer mode's parts: a chunk of their own, which a payment's page never loads.
  const mode = offer ? import('./offer/offer-mode.js').then((m) => m.offerMode(offer, apiBase, fetchFn)) : undefined;
  // Sent now, while the client that reads it (with its schemas) is still on its way.
  const firstRead = isUuid(requestId) ? fetch(requestUrl(apiBase, requestId), READ) : undefined;
  // Its failure is the client's to tell (it awaits this same answer); none goes unhandled meanwhile.
  firstRead?.catch(() => undefined);

  const flow = createPayFlow({
    api: lazyPayerApi(async () =>
      mode ? (await mode).api : (await import('./payer-api.js')).createPayerApi(requestId, apiBase, fetchFn, firstRead),
    ),
    // Only an http(s) address opens: a javascript: one would run in this page's origin.
    openWindow: (url) => (/^https?:\/\//i.test(url) ? window.open(url, 'ponte-pay', POPUP_FEATURES) : null),
    sleep,
    qrImageUrl: (id) => qrImageUrl(apiBase, id),
  });
  if (framed) {
    const { reporter } = framed;
    opened = () => {
      reporter.opened();
      // The step's first field, or its heading, as a step that mounts takes it.
      document.querySelector<HTMLElement>('input, h2[tabindex]')?.focus();
    };
    flow.state.subscribe((state) => reporter.saw(state));
  }
  flow.start();

  // The request is on its way meanwhile: the flow started before the copy was awaited.
  const t = payTranslator(await loadPayCatalog(language), offer ? 'offer.' : '');
  // A chunk that failed to arrive leaves the flow's retry screen to say so.
  const views = await mode?.catch(() => undefined);
  document.title = t('page.label');
  const leave = framed ? { leave: (reason: 'user' | 'done' | 'escape') => framed.bridge.post({ type: 'close', reason }) } : {};
  render(
    <PayApp
      flow={flow}
      t={t}
      language={language}
      closable={framed?.display === 'modal'}
      {...leave}
      loadLater={async () => ({ ...(await import('./later.js')).LATER_STEPS, ...views?.later })}
      summary={views?.summary}
    />,
    document.body,
  );
}

/** In a host's frame: what to do when the host shows the page (set once the payment runs). */
let opened = () => {};

const address = readFrameAddress(location.hash);
// Offer mode: the merchant's signed offer in the fragment, which no server sees and no log keeps.
const offer = new URLSearchParams(location.hash.slice(1)).get('offer');
// No top-level await here: a lazy chunk that imports from this entry waits for the entry to finish
// running, and an entry awaiting that chunk would never finish.
if (address !== null && window.parent !== window) {
  const { parentOrigin, channel } = address;
  // A chunk of its own: the full page, the paymentUrl way, never loads the protocol.
  void Promise.all([import('./frame-bridge.js'), import('./pay-events.js')]).then(([{ createPayBridge }, { paymentReporter }]) => {
    const bridge = createPayBridge({
      window,
      parent: window.parent,
      parentOrigin,
      channel,
      start: (options, display) => {
        const reporter = paymentReporter(bridge.post, { sessionId: randomId(), now: Date.now, offer: Boolean(options.preauthorizationOffer) });
        void pay(
          options.paymentRequestId ?? '',
          options.language,
          options.theme ?? 'auto',
          { bridge, display, reporter },
          options.preauthorizationOffer ?? offer,
        );
      },
      onOpen: () => opened(),
    });
  });
} else {
  const theme = params.get('theme');
  void pay(
    params.get('paymentRequestId') ?? '',
    params.get('language') ?? undefined,
    theme === 'light' || theme === 'dark' ? theme : 'auto',
    undefined,
    offer,
  );
}
