// The smart transfers page: sends the payer to the payer page with the offer this site's server signs, then charges under the preauthorization they come back with.

const byId = (id) => document.getElementById(id);
const ID = /^[0-9a-f-]{36}$/;
const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const reais = (amount) => money.format(amount);

/** Each status in plain words; the code stays beside it for the developer. */
const PREAUTHORIZATION_WORDS = {
  CREATED: 'Waiting for the payer to answer at their bank.',
  COMPLETED: 'The payer allowed the transfers: the store can charge within the limits.',
  REJECTED: 'The transfers were not allowed.',
  REVOKED: 'The payer withdrew the permission: no more charges.',
  ERROR: 'The bank could not take the permission.',
};
const PAYMENT_WORDS = {
  CONSENT_AUTHORIZED: 'Sent to the bank',
  PAYMENT_PENDING: 'Being paid',
  PAYMENT_PARTIALLY_ACCEPTED: 'Waiting for a second signature',
  PAYMENT_SETTLEMENT_PROCESSING: 'Being paid',
  PAYMENT_SETTLEMENT_DEBTOR_ACCOUNT: 'Being paid',
  PAYMENT_COMPLETED: 'Paid',
  PAYMENT_REJECTED: 'Refused',
  ERROR: 'Not made',
  CANCELED: 'Cancelled',
  CONSENT_REJECTED: 'Refused',
};

async function json(url, init) {
  const response = await fetch(url, init);
  const body = await response.json().catch(() => null);
  if (!response.ok || !body) throw new Error(body && typeof body.message === 'string' ? body.message : `The store answered ${response.status}`);
  return body;
}
const post = (url, body) => json(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

function showLimits(limits) {
  const day = limits.periodicLimits.day;
  byId('limit-transaction').textContent = `up to ${reais(limits.transactionLimit)}`;
  byId('limit-total').textContent = `up to ${reais(limits.totalAllowedAmount)}`;
  byId('limit-day').textContent = `up to ${day.quantityLimit} payments, ${reais(day.transactionLimit)} together`;
}

async function loadLimits() {
  try {
    showLimits((await json('/api/smart-transfers/limits')).limits);
  } catch (error) {
    byId('error').textContent = `The limits could not be read: ${error instanceof Error ? error.message : String(error)}`;
  }
}

// ponte.js is async: it may run before or after this file. The queue hands over Ponte once it has.
const ponte = new Promise((resolve) => {
  window.PonteQueue = window.PonteQueue || [];
  window.PonteQueue.push(resolve);
});

/** The script-tag way: the payer page in the widget's modal; the preauthorization comes back to onSuccess. */
async function allowInModal(preauthorizationOffer) {
  const Ponte = await ponte;
  const button = byId('preauthorize');
  const handle = Ponte.create({
    preauthorizationOffer,
    // The same page the whole-page way comes back to: the server reads the preauthorization there.
    onSuccess: ({ preauthorization }) =>
      window.location.assign(`/smart-transfers.html?preauthorizationId=${encodeURIComponent(preauthorization.id)}`),
    onError: (error) => {
      byId('error').textContent = `${error.code}: ${error.message}`;
    },
    onClose: () => {
      handle.destroy();
      button.disabled = false;
      byId('start-status').textContent = '';
    },
  });
  handle.open();
}

async function preauthorize() {
  const button = byId('preauthorize');
  button.disabled = true;
  byId('error').textContent = '';
  byId('start-status').textContent = 'Taking you to the payment page…';
  try {
    const body = await post('/api/smart-transfers/offer', {});
    if (document.querySelector('input[name="way"]:checked')?.value === 'modal') return allowInModal(body.offer);
    // Only an address of this site's server's making: never a scheme that would run in this page.
    const url = new URL(body.url);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('The payment page address is not a web page');
    window.location.assign(url.href);
  } catch (error) {
    byId('start-status').textContent = '';
    byId('error').textContent = `The payment page could not be opened: ${error instanceof Error ? error.message : String(error)}`;
    button.disabled = false;
  }
}

function cell(text, className) {
  const td = document.createElement('td');
  td.textContent = text;
  if (className) td.className = className;
  return td;
}

/** Draws the preauthorization; answers whether something is still moving. */
function show(shown) {
  byId('preauthorization').hidden = false;
  byId('preauthorization-id').textContent = shown.id;
  byId('preauthorization-status').textContent = shown.status ?? '';
  byId('preauthorization-bank').textContent = shown.bank ?? '';
  const words = PREAUTHORIZATION_WORDS[shown.status] ?? 'The bank answered a status this page does not know.';
  byId('preauthorization-outcome').textContent = shown.problem ? `${words} ${shown.problem}` : words;
  const completed = shown.status === 'COMPLETED';
  byId('charging').hidden = !completed;
  if (completed) {
    byId('used-total').textContent = reais(shown.used.total);
    byId('left-total').textContent = reais(shown.remaining.total);
    byId('used-today').textContent = reais(shown.used.today);
    byId('left-today').textContent = reais(shown.remaining.today);
    byId('used-count').textContent = String(shown.used.paymentsToday);
    byId('left-count').textContent = String(shown.remaining.paymentsToday);
    byId('payments').replaceChildren(
      ...shown.payments.map((payment) => {
        const row = document.createElement('tr');
        const status = cell(PAYMENT_WORDS[payment.status] ?? payment.status);
        const code = document.createElement('code');
        code.textContent = payment.status;
        status.append(code);
        row.append(
          cell(reais(payment.amount), 'amount'),
          status,
          cell(payment.problem ?? (payment.settled ? 'Paid to the store' : 'The bank is paying it')),
        );
        return row;
      }),
    );
    byId('no-payments').hidden = shown.payments.length > 0;
  }
  return shown.status === 'CREATED' || shown.payments.some((payment) => !payment.settled);
}

let timer;
async function refresh(id) {
  clearTimeout(timer);
  try {
    // Payments settle a moment after they are made: look again until each has.
    if (show(await json(`/api/smart-transfers/preauthorizations/${encodeURIComponent(id)}`))) timer = setTimeout(() => void refresh(id), 1000);
  } catch (error) {
    byId('error').textContent = `The preauthorization could not be read: ${error instanceof Error ? error.message : String(error)}`;
    // Nothing to show for that id: the payer may still start again.
    if (byId('preauthorization').hidden) byId('start').hidden = false;
  }
}

/** Reais as typed, with a comma or a point; null unless a positive amount in whole cents. */
function amountOf(text) {
  const clean = text.trim().replace(/^R\$\s*/, '');
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(clean)) return null;
  const amount = Number(clean.replace(',', '.'));
  return amount > 0 ? amount : null;
}

async function charge(event, id) {
  event.preventDefault();
  const input = byId('amount');
  const amount = amountOf(input.value);
  input.setAttribute('aria-invalid', String(amount === null));
  byId('amount-error').textContent = amount === null ? 'Type an amount in reais, like 25,00.' : '';
  if (amount === null) {
    input.focus();
    return;
  }
  const button = byId('charge');
  button.disabled = true;
  byId('charge-status').textContent = `Charging ${reais(amount)}…`;
  try {
    const payment = await post('/api/smart-transfers/payments', { preauthorizationId: id, amount });
    byId('charge-status').textContent = payment.problem
      ? `The charge of ${reais(amount)} was not made. ${payment.problem}`
      : `Charged ${reais(amount)}: the bank is paying it.`;
  } catch (error) {
    byId('charge-status').textContent = `The charge of ${reais(amount)} was refused. ${error instanceof Error ? error.message : String(error)}`;
  }
  button.disabled = false;
  await refresh(id);
}

void loadLimits();
byId('preauthorize').addEventListener('click', () => void preauthorize());
// Back from the payer page, the browser may show this page as it was left: ready to go again.
window.addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  byId('preauthorize').disabled = false;
  byId('start-status').textContent = '';
});
const id = new URLSearchParams(window.location.search).get('preauthorizationId');
if (id !== null && ID.test(id)) {
  byId('start').hidden = true;
  byId('charge-form').addEventListener('submit', (event) => void charge(event, id));
  void refresh(id);
}
