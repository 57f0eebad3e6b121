// The payer page's entry: reads the request id, language and theme from the address, wires the
// flow to the browser (fetch, popups, timers) and paints the page.
import { render } from 'preact';
import { detectLanguage } from '../i18n/detect-language.js';
import { THEME_CLASSES } from '../theme/theme-class.js';
import { type ThemeSetting, watchColorScheme } from '../theme/color-scheme.js';
import { lazyPayerApi } from './lazy-payer-api.js';
import { loadPayCatalog, payTranslator } from './i18n/translator.js';
import { PayApp } from './pay-app.js';
import { root } from './pay-app.css.js';
import { createPayFlow } from './pay-flow.js';
import { isUuid, READ, requestUrl } from './request-id.js';

const POPUP_FEATURES = 'popup,width=480,height=720';

const params = new URLSearchParams(location.search);
const language = detectLanguage(navigator.languages ?? [navigator.language], params.get('language') ?? undefined);
const themeParam = params.get('theme');
const theme: ThemeSetting = themeParam === 'light' || themeParam === 'dark' ? themeParam : 'auto';

const page = document.documentElement;
page.lang = language === 'pt' ? 'pt-BR' : language;
page.classList.add(root);
watchColorScheme(theme, (scheme) => {
  page.classList.remove(...Object.values(THEME_CLASSES));
  page.classList.add(THEME_CLASSES[scheme]);
  // The browser's own parts (scrollbars, autofill) follow the theme shown, not the system's.
  page.style.colorScheme = scheme;
});

// The API's folder beside the page, whether it is reached as /pay, /pay/ or /pay/index.html.
const apiBase = `${location.pathname.replace(/\/(index\.html)?$/, '')}/api/`;

const requestId = params.get('paymentRequestId') ?? '';
// Sent now, while the client that reads it (with its schemas) is still on its way.
const firstRead = isUuid(requestId) ? fetch(requestUrl(apiBase, requestId), READ) : undefined;
// Its failure is the client's to tell (it awaits this same answer); none goes unhandled meanwhile.
firstRead?.catch(() => undefined);

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

const flow = createPayFlow({
  api: lazyPayerApi(async () => (await import('./payer-api.js')).createPayerApi(requestId, apiBase, (input, init) => fetch(input, init), firstRead)),
  // Only an http(s) address opens: a javascript: one would run in this page's origin.
  openWindow: (url) => (/^https?:\/\//i.test(url) ? window.open(url, 'ponte-pay', POPUP_FEATURES) : null),
  sleep,
});
flow.start();

// The request is on its way meanwhile: the flow started before the copy was awaited.
const t = payTranslator(await loadPayCatalog(language));
document.title = t('page.label');
render(<PayApp flow={flow} t={t} language={language} loadLater={async () => (await import('./later.js')).LATER_STEPS} />, document.body);
