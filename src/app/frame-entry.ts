// The hosted page's script: reads its address, then bridges the embedding site and the widget.
import { createPrefetch } from '../embed/prefetch-connectors.js';
import { readFrameAddress } from '../contract/protocol.js';
import { createBridge } from './bridge.js';
import type { WidgetFactory } from './bridge.js';
import { adoptPageStyles } from './page-styles.js';
import { loadEngine } from '../embed/load-engine.js';
import { App } from '../ui/app.js';
import { detectLanguage, loadTranslator } from '../i18n/index.js';
import { createFrameWidget } from './frame-widget.js';

// The first screen (Preact, the widget's runner, the search step) is in this entry; the engine (option
// check, flow, API client, schemas) is requested now, beside the handshake, and the page's HTML
// preloads it.
loadEngine().catch(() => undefined);
const checkOptions = (input: unknown) => loadEngine().then((engine) => engine.parseOptions(input));

// The institution list is asked for at init, in parallel with the widget's code, not after it.
const prefetch = createPrefetch();

const parts = { loadEngine, App, loadTranslator, detectLanguage, fetch: prefetch.fetch };
const loadElement = async (): Promise<WidgetFactory> => (callbacks) => createFrameWidget(document, parts, callbacks);

adoptPageStyles(document);

const address = readFrameAddress(window.location.hash);
// Opened as a top-level page, the "parent" would be the page itself: nothing to bridge.
// A rare page, loaded on demand: its notice is not part of the widget's first screen.
if (address === null || window.parent === window) void import('./standalone-notice.js').then((notice) => notice.showStandaloneNotice(document));
else createBridge({ window, parent: window.parent, ...address, loadElement, checkOptions, onOptions: prefetch.startFirst });
