// The checkout page: asks this site's server for the cart's payment request, then goes to its paymentUrl.

const byId = (id) => document.getElementById(id);
const pay = byId('pay');

async function checkout() {
  pay.disabled = true;
  byId('error').textContent = '';
  byId('checkout-status').textContent = 'Creating the payment…';
  try {
    const response = await fetch('/api/checkout', { method: 'POST' });
    const body = await response.json().catch(() => null);
    if (!response.ok || !body || typeof body.paymentUrl !== 'string') {
      throw new Error(body && typeof body.message === 'string' ? body.message : `The store answered ${response.status}`);
    }
    // Only an address of the API's own making: never a scheme that would run in this page.
    const url = new URL(body.paymentUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('The payment address is not a web page');
    byId('checkout-status').textContent = 'Taking you to the payment page…';
    window.location.assign(url.href);
  } catch (error) {
    byId('checkout-status').textContent = '';
    byId('error').textContent = `The payment could not start: ${error instanceof Error ? error.message : String(error)}`;
    pay.disabled = false;
  }
}

pay.addEventListener('click', () => void checkout());
