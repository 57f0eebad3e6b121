// The raw iframe page: the widget's postMessage protocol (version 1) implemented by hand, without
// the SDK, as a worked example for merchants who embed the hosted page themselves.
//
// Every message, both ways, is an object {ns: 'ponte', v: 1, channel, type, ...fields}.
//   frame → page  ready {versions}         the widget page loaded and speaks these versions
//   page  → frame init {options, connectToken, canRefreshToken, display}
//   frame → page  initialized | error      options accepted (or the error saying which is wrong)
//   page  → frame open                     show the widget
//   frame → page  open                     the widget is on screen
//   frame → page  event | success | error  the widget's callbacks
//   frame → page  resize {height}          content height, for inline display
//   frame → page  close {reason}           the user closed the widget (or finished)
//   page  → frame close {reason: 'host'}   the page closes the widget; the session ends
import { demoConfig, describeEvent, logEvent, mintConnectToken, showConnectedItem, showError, storeOptions } from './demo-common.js';

const NS = 'ponte';
const VERSION = 1;

const slot = document.getElementById('frame-slot');
const connectButton = document.getElementById('connect');
const cancelButton = document.getElementById('cancel');

/** The current iframe and what belongs to it; null when no widget is shown. */
let session = null;

/** 128 random bits as hex: the channel ties messages to this one iframe. */
function randomChannel() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Posts to our iframe only, and only if it still shows the widget's origin: never to '*'. */
function post(body) {
  if (!session?.iframe.contentWindow) return;
  const message = Object.assign({ ns: NS, v: VERSION, channel: session.channel }, body);
  session.iframe.contentWindow.postMessage(message, session.widgetOrigin);
}

function end() {
  if (!session) return;
  session.iframe.remove();
  session = null;
  cancelButton.hidden = true;
  connectButton.disabled = false;
  // Focus was inside the iframe that just went away: put it somewhere sensible.
  connectButton.focus();
}

let starting = false;

async function start() {
  if (starting || session) return;
  starting = true;
  showError('');
  try {
    const [config, connectToken] = await Promise.all([demoConfig(), mintConnectToken()]);
    const widgetOrigin = new URL(config.widgetUrl).origin;
    const channel = randomChannel();
    const iframe = document.createElement('iframe');
    iframe.title = 'Connect your bank account';
    iframe.className = 'widget-frame';
    // The fragment tells the frame which origin may talk to it and on which channel. Nothing
    // secret goes in a URL: the token travels only in the `init` message.
    const src = new URL(config.widgetUrl);
    src.hash = new URLSearchParams({ origin: window.location.origin, channel: channel }).toString();
    iframe.src = src.href;
    session = { iframe: iframe, channel: channel, widgetOrigin: widgetOrigin, connectToken: connectToken, apiUrl: config.apiUrl };
    slot.append(iframe);
    cancelButton.hidden = false;
    // Keyboard users continue inside the widget; the button is disabled only once focus has left it.
    iframe.focus();
    connectButton.disabled = true;
  } catch (error) {
    showError(error.message);
  } finally {
    starting = false;
  }
}

function receive(event) {
  if (!session) return;
  // 1. Who sent it: our own iframe's window, on the widget's origin. Anything else (another
  //    frame, another tab, a script on this page) is ignored before its data is even read.
  if (event.source !== session.iframe.contentWindow || event.origin !== session.widgetOrigin) return;
  // 2. What it is: the envelope, the version we speak and our channel.
  const data = event.data;
  if (typeof data !== 'object' || data === null) return;
  if (data.ns !== NS || data.v !== VERSION || data.channel !== session.channel || typeof data.type !== 'string') return;

  logEvent(data.type + (data.type === 'event' ? `: ${describeEvent(data.event)}` : ''));
  switch (data.type) {
    case 'ready':
      // Also sent again when the frame's page reloads (after an OAuth redirect): answer again.
      if (!Array.isArray(data.versions) || !data.versions.includes(VERSION)) {
        showError(`PROTOCOL_MISMATCH: the widget does not speak version ${VERSION} of the protocol.`);
        end();
        return;
      }
      post({
        type: 'init',
        options: { apiUrl: session.apiUrl, includeSandbox: true, ...storeOptions() },
        connectToken: session.connectToken,
        // This page does not answer `token-request`: an expired token ends the session with TOKEN_EXPIRED.
        canRefreshToken: false,
        display: 'inline',
      });
      return;
    case 'initialized':
      // The widget accepted its options and loaded its code: show it.
      post({ type: 'open' });
      return;
    case 'resize':
      if (typeof data.height === 'number' && data.height >= 0 && data.height <= 100000) {
        // Through the CSSOM, which a CSP without 'unsafe-inline' allows (a style attribute it would not).
        session.iframe.style.height = `${Math.ceil(data.height)}px`;
      }
      return;
    case 'success':
      if (data.item && typeof data.item.id === 'string') showConnectedItem(data.item.id);
      return;
    case 'error':
      if (data.error && typeof data.error.code === 'string') showError(`${data.error.code}: ${data.error.message}`);
      return;
    case 'close':
      // The user closed the widget, or finished: the page takes the iframe away.
      end();
      return;
    default:
      // `open`, `event` are logged above; unknown types from a newer widget are ignored.
      return;
  }
}

window.addEventListener('message', receive);
connectButton.addEventListener('click', start);
cancelButton.addEventListener('click', () => {
  post({ type: 'close', reason: 'host' });
  end();
});
