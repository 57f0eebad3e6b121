// The return page: the ids the payer page added to the address name the request; its outcome comes from this site's server.

const byId = (id) => document.getElementById(id);
const REQUEST_ID = /^[0-9a-f-]{36}$/;
const PAID = new Set(['COMPLETED']);
const IN_FLIGHT = new Set(['CREATED', 'IN_PROGRESS', 'WAITING_PAYER_AUTHORIZATION', 'SCHEDULED']);

function show(outcome) {
  const paid = PAID.has(outcome.status);
  const waiting = IN_FLIGHT.has(outcome.status) && outcome.intent !== null;
  byId('outcome-heading').textContent = paid ? 'Thank you: your order is paid' : waiting ? 'Your payment is on its way' : 'Your order is not paid';
  byId('outcome').textContent = paid
    ? 'The bank confirmed the payment. We are preparing your order.'
    : waiting
      ? 'The bank is still processing the payment; this page checks again in a moment.'
      : 'Nothing was charged. You can go back to the checkout and try again, with another bank if you like.';
  byId('request-id').textContent = outcome.id;
  byId('request-status').textContent = outcome.status ?? '';
  byId('intent-id').textContent = outcome.intent?.id ?? '';
  byId('intent-status').textContent = outcome.intent?.status ?? '';
  byId('end-to-end-id').textContent = outcome.intent?.endToEndId ?? '';
  byId('outcome-details').hidden = false;
  return waiting;
}

async function check(id, attempt) {
  try {
    const response = await fetch(`/api/checkout/${encodeURIComponent(id)}`);
    const body = await response.json().catch(() => null);
    if (!response.ok || !body) throw new Error(body && typeof body.message === 'string' ? body.message : `The store answered ${response.status}`);
    // A payment settles a moment after the payer authorizes it: look again a few times.
    if (show(body) && attempt < 20) setTimeout(() => void check(id, attempt + 1), 1500);
  } catch (error) {
    byId('outcome').textContent = '';
    byId('error').textContent = `The order could not be read: ${error instanceof Error ? error.message : String(error)}`;
  }
}

const id = new URLSearchParams(window.location.search).get('paymentRequestId');
if (id !== null && REQUEST_ID.test(id)) void check(id, 0);
else {
  byId('outcome').textContent = '';
  byId('error').textContent = 'This page is where the payer page sends the payer back, with ?paymentRequestId= in its address.';
}
