// The checkout page: asks this site's server for the cart's payment request, then has the payer pay it
// on the widget host's payer page: in the widget's modal (script tag), inline in a raw iframe speaking
// the protocol by hand, or by going to the request's paymentUrl.
import { describeEvent, logEvent, showError } from './demo-common.js';

const NS = 'ponte';
const VERSION = 1;
const byId = (id) => document.getElementById(id);
const pay = byId('pay');
const slot = byId('pay-slot');

// ponte.js is async: it may run before or after this file. The queue hands over Ponte once it has.
const ponte = new Promise((resolve) => {
  window.PonteQueue = window.PonteQueue || [];
  window.PonteQueue.push(resolve);
});

const status = (text) => {
  byId('checkout-status').textContent = text;
};

/** The cart's payment request, made by this site's server: its id and the payer page's address. */
async function createRequest() {
  const method = document.querySelector('input[name="method"]:checked')?.value ?? 'bank';
  const response = await fetch('/api/checkout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method }),
  });
  const body = await response.json().catch(() => null);
  if (!response.ok || !body || typeof body.paymentUrl !== 'string') {
    throw new Error(body && typeof body.message === 'string' ? body.message : `The store answered ${response.status}`);
  }
  return body;
}

function paid(paymentRequestId, paymentIntent) {
  logEvent(`paid: intent ${paymentIntent.id} (${paymentIntent.status}, ${paymentIntent.endToEndId ?? 'no end-to-end id'})`);
  // What the page shows comes from the server, not from the frame: the link reads it there.
  byId('order-link').href = `/checkout-done.html?${new URLSearchParams({ paymentRequestId, paymentIntentId: paymentIntent.id })}`;
  byId('paid').hidden = false;
}

/** The script-tag way: payment mode of Ponte.create, in the widget's modal. */
async function payInModal({ paymentRequestId }) {
  const Ponte = await ponte;
  const handle = Ponte.create({
    paymentRequestId,
    onSuccess: ({ paymentIntent }) => paid(paymentRequestId, paymentIntent),
    onError: (error) => {
      logEvent(`onError: ${error.code}`);
      showError(`${error.code}: ${error.message}`);
    },
    onEvent: (event) => logEvent(`onEvent: ${describeEvent(event)}${event.paymentStatus ? ` ${event.paymentStatus}` : ''}`),
    onClose: ({ reason }) => {
      logEvent(`onClose: ${reason}`);
      handle.destroy();
      pay.disabled = false;
    },
  });
  handle.open();
}

/** The raw iframe way: the protocol by hand, the payer page inline in this page. */
async function payInline({ paymentRequestId, paymentUrl }) {
  const widgetOrigin = new URL(paymentUrl).origin;
  const channel = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  const iframe = document.createElement('iframe');
  iframe.title = 'Pay with your bank';
  iframe.className = 'widget-frame';
  // The payer page, beside the widget's; the host's origin and the channel in the fragment, the request in `init`.
  const src = new URL('/pay/', widgetOrigin);
  src.hash = new URLSearchParams({ origin: window.location.origin, channel }).toString();
  iframe.src = src.href;
  const post = (body) => iframe.contentWindow?.postMessage({ ns: NS, v: VERSION, channel, ...body }, widgetOrigin);
  const end = () => {
    window.removeEventListener('message', receive);
    iframe.remove();
    pay.disabled = false;
    pay.focus();
  };
  function receive(event) {
    // Our iframe's window, on the widget's origin, our channel: nothing else is read.
    if (event.source !== iframe.contentWindow || event.origin !== widgetOrigin) return;
    const data = event.data;
    if (typeof data !== 'object' || data === null || data.ns !== NS || data.v !== VERSION || data.channel !== channel) return;
    logEvent(data.type + (data.type === 'event' ? `: ${describeEvent(data.event)}` : ''));
    if (data.type === 'ready') post({ type: 'init', options: { paymentRequestId }, canRefreshToken: false, display: 'inline' });
    else if (data.type === 'initialized') post({ type: 'open' });
    else if (data.type === 'resize' && typeof data.height === 'number' && data.height >= 0 && data.height <= 100000)
      iframe.style.height = `${Math.ceil(data.height)}px`;
    else if (data.type === 'paid' && data.paymentIntent && typeof data.paymentIntent.id === 'string') paid(paymentRequestId, data.paymentIntent);
    else if (data.type === 'error' && data.error && typeof data.error.code === 'string') showError(`${data.error.code}: ${data.error.message}`);
    else if (data.type === 'close') end();
  }
  window.addEventListener('message', receive);
  slot.append(iframe);
}

/** The paymentUrl way: the payer leaves for the payer page, and comes back to /checkout-done.html. */
function payOnPaymentPage({ paymentUrl }) {
  // Only an address of the API's own making: never a scheme that would run in this page.
  const url = new URL(paymentUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('The payment address is not a web page');
  status('Taking you to the payment page…');
  window.location.assign(url.href);
}

const WAYS = { modal: payInModal, iframe: payInline, redirect: payOnPaymentPage };

async function checkout() {
  pay.disabled = true;
  showError('');
  byId('paid').hidden = true;
  status('Creating the payment…');
  try {
    const request = await createRequest();
    status('');
    const way = document.querySelector('input[name="way"]:checked')?.value ?? 'modal';
    await WAYS[way](request);
  } catch (error) {
    status('');
    showError(`The payment could not start: ${error instanceof Error ? error.message : String(error)}`);
    pay.disabled = false;
  }
}

pay.addEventListener('click', () => void checkout());
