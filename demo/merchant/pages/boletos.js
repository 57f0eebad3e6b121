// The boletos page: a boleto connection from the item, boletos issued and cancelled on this site's server, and the sandbox's clock moved to see them fall due.
import { isItemId, lastItemId } from '/demo-common.js';

const byId = (id) => document.getElementById(id);
const CONNECTION_ID = /^[0-9a-f-]{36}$/;
const TAX_NUMBER = /^(\d{3}\.?\d{3}\.?\d{3}-?\d{2}|\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2})$/;
const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const dateOnly = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
const day = (ymd) => dateOnly.format(new Date(`${ymd}T00:00:00Z`));

const STATUS_WORDS = {
  OPEN: 'Open',
  OVERDUE: 'Overdue',
  PAID: 'Paid',
  CANCELLED: 'Cancelled',
  PROTESTED: 'Protested',
};
const OPEN = new Set(['OPEN', 'OVERDUE']);

async function json(url, init) {
  const response = await fetch(url, init);
  const body = await response.json().catch(() => null);
  if (!response.ok || !body) throw new Error(body && typeof body.message === 'string' ? body.message : `The store answered ${response.status}`);
  return body;
}
const post = (url, body) =>
  json(
    url,
    body === undefined ? { method: 'POST' } : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

let connectionId = null;
const fromAddress = new URLSearchParams(window.location.search).get('boletoConnectionId');
if (fromAddress !== null && CONNECTION_ID.test(fromAddress)) connectionId = fromAddress;

function showConnection(id, bank) {
  connectionId = id;
  // In the address, so a reload keeps issuing through it.
  history.replaceState(null, '', `?boletoConnectionId=${encodeURIComponent(id)}`);
  byId('issue').hidden = false;
  byId('connection-status').textContent = bank
    ? `Boletos are issued through your account at ${bank}.`
    : 'Boletos are issued through this connection.';
}

async function connect(event) {
  event.preventDefault();
  const input = byId('item-id');
  const itemId = input.value.trim();
  if (!isItemId(itemId)) {
    input.setAttribute('aria-invalid', 'true');
    byId('connection-status').textContent = 'Type the id of an item connected with the widget.';
    input.focus();
    return;
  }
  input.setAttribute('aria-invalid', 'false');
  const button = byId('connect');
  button.disabled = true;
  byId('connection-status').textContent = 'Connecting the account for boletos…';
  try {
    const body = await post('/api/boletos/connection', { itemId });
    showConnection(body.boletoConnectionId, body.bank);
    byId('payer-name').focus();
  } catch (error) {
    byId('connection-status').textContent = `Boletos cannot be issued from this item. ${messageOf(error)}`;
  }
  button.disabled = false;
}

/** Reais as typed, with a comma or a point; null unless a positive amount in whole cents. */
function amountOf(text) {
  const clean = text.trim().replace(/^R\$\s*/, '');
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(clean)) return null;
  const amount = Number(clean.replace(',', '.'));
  return amount > 0 ? amount : null;
}

async function issue(event) {
  event.preventDefault();
  const fields = { name: byId('payer-name'), tax: byId('payer-tax-number'), amount: byId('boleto-amount'), due: byId('due-date') };
  const amount = amountOf(fields.amount.value);
  const problems = [
    [fields.name, fields.name.value.trim() === '', 'Type the payer\u2019s name.'],
    [fields.tax, !TAX_NUMBER.test(fields.tax.value.trim()), 'Type the payer\u2019s CPF (11 digits) or CNPJ (14).'],
    [fields.amount, amount === null, 'Type an amount in reais, like 150,00.'],
    [fields.due, !/^\d{4}-\d{2}-\d{2}$/.test(fields.due.value), 'Pick a due date.'],
  ];
  for (const [field, bad] of problems) field.setAttribute('aria-invalid', String(bad));
  const first = problems.find(([, bad]) => bad);
  byId('issue-error').textContent = first ? first[2] : '';
  if (first) {
    first[0].focus();
    return;
  }
  const button = byId('issue-button');
  button.disabled = true;
  byId('issue-status').textContent = 'Issuing the boleto…';
  try {
    const boleto = await post('/api/boletos', {
      boletoConnectionId: connectionId,
      payerName: fields.name.value.trim(),
      payerTaxNumber: fields.tax.value.trim(),
      amount,
      dueDate: fields.due.value,
    });
    byId('issue-status').textContent = `Boleto ${boleto.seuNumero} issued: ${money.format(boleto.amount)}, due ${day(boleto.dueDate)}.`;
    await refresh();
  } catch (error) {
    byId('issue-status').textContent = '';
    byId('issue-error').textContent = `The boleto was not issued. ${messageOf(error)}`;
  }
  button.disabled = false;
}

function line(term, value) {
  const dt = document.createElement('dt');
  dt.textContent = term;
  const dd = document.createElement('dd');
  dd.textContent = value;
  return [dt, dd];
}

function button(text, label, onClick) {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = 'secondary';
  element.textContent = text;
  element.setAttribute('aria-label', label);
  element.addEventListener('click', () => void onClick(element));
  return element;
}

async function act(element, path, done) {
  element.disabled = true;
  try {
    const boleto = await post(path);
    byId('boleto-status').textContent = done(boleto);
  } catch (error) {
    byId('boleto-status').textContent = messageOf(error);
  }
  await refresh();
}

function boletoItem(boleto) {
  const item = document.createElement('li');
  item.className = 'boleto';
  const heading = document.createElement('h3');
  heading.textContent = `${boleto.seuNumero} · ${STATUS_WORDS[boleto.status] ?? boleto.status}`;
  const details = document.createElement('dl');
  details.className = 'outcome';
  details.append(
    ...line('Status', boleto.status ?? ''),
    ...line('Payer', boleto.payerName ?? ''),
    ...line('Amount', boleto.amount === null ? '' : money.format(boleto.amount)),
    ...line('Due', boleto.dueDate ? day(boleto.dueDate) : ''),
    ...line('Digitable line', boleto.digitableLine ?? ''),
  );
  if (boleto.paidAt)
    details.append(
      ...line(
        'Paid',
        `${dateTime.format(new Date(boleto.paidAt))}, ${money.format(boleto.amountPaid ?? 0)}${boleto.paymentOrigin === 'PIX' ? ' by PIX' : ''}`,
      ),
    );
  item.append(heading, details);
  if (OPEN.has(boleto.status)) {
    const actions = document.createElement('div');
    actions.className = 'actions';
    actions.append(
      button('Cancel', `Cancel boleto ${boleto.seuNumero}`, (element) =>
        act(element, `/api/boletos/${encodeURIComponent(boleto.id)}/cancel`, (b) => `Boleto ${b.seuNumero} cancelled.`),
      ),
      button('Pay (sandbox)', `Pay boleto ${boleto.seuNumero} (sandbox)`, (element) =>
        act(element, `/api/boletos/${encodeURIComponent(boleto.id)}/pay`, (b) => `Boleto ${b.seuNumero} paid: ${money.format(b.amountPaid ?? 0)}.`),
      ),
    );
    item.append(actions);
  }
  return item;
}

let dueDateSet = false;
async function refresh() {
  try {
    const { today, suggestedDueDate, boletos } = await json('/api/boletos');
    byId('today').textContent = `Today at the bank: ${day(today)}.`;
    const due = byId('due-date');
    due.min = today;
    if (!dueDateSet) {
      due.value = suggestedDueDate;
      dueDateSet = true;
    }
    byId('boletos').replaceChildren(...boletos.map(boletoItem));
    byId('no-boletos').hidden = boletos.length > 0;
  } catch (error) {
    byId('error').textContent = `The boletos could not be read: ${messageOf(error)}`;
  }
}

async function advance(event) {
  event.preventDefault();
  const days = Number(byId('days').value);
  if (!Number.isInteger(days) || days < 1 || days > 40) {
    byId('boleto-status').textContent = 'Move the clock 1 to 40 days ahead.';
    return;
  }
  const element = byId('advance');
  element.disabled = true;
  try {
    const { today } = await post('/api/sandbox/clock', { days });
    byId('boleto-status').textContent = `The clock moved ${days} days ahead: today is ${day(today)}.`;
  } catch (error) {
    byId('boleto-status').textContent = `The clock did not move. ${messageOf(error)}`;
  }
  element.disabled = false;
  await refresh();
}

byId('connection-form').addEventListener('submit', (event) => void connect(event));
byId('issue-form').addEventListener('submit', (event) => void issue(event));
byId('time-form').addEventListener('submit', (event) => void advance(event));
const last = lastItemId();
if (last) byId('item-id').value = last;
if (connectionId) showConnection(connectionId, null);
void refresh();
