// The webhook inbox page: reads GET /api/webhooks every two seconds and adds what is new, leaving open rows open.
// Everything the sandbox sent is shown with textContent, never as HTML.

const REFRESH_MS = 2000;
const byId = (id) => document.getElementById(id);
const list = byId('deliveries');
const empty = byId('inbox-empty');
const status = byId('inbox-status');
const error = byId('inbox-error');
const registration = byId('registration');

/** The row of each delivery shown, by its sequence number. */
const rows = new Map();
let loaded = false;

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function row(delivery) {
  const item = document.createElement('li');
  const details = element('details', 'delivery');
  const summary = document.createElement('summary');
  const time = element('time', 'delivery-time', new Date(delivery.receivedAt).toLocaleTimeString());
  time.dateTime = delivery.receivedAt;
  const main = delivery.ids[0];
  summary.append(
    time,
    element('span', 'delivery-event', delivery.readable ? delivery.event : 'unreadable'),
    element('span', 'delivery-id', delivery.readable ? (main ? `${main.name} ${main.value}` : 'no id') : delivery.problem),
  );
  const headers = Object.entries(delivery.headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  const ids = delivery.ids.map(({ name, value }) => `${name}: ${value}`).join('\n');
  details.append(summary);
  if (ids) details.append(element('h3', '', 'Ids'), element('pre', 'code', ids));
  details.append(element('h3', '', 'Headers'), element('pre', 'code', headers), element('h3', '', 'Body'), element('pre', 'code', delivery.body));
  item.append(details);
  return item;
}

function showRegistration(state) {
  if (state.state === 'registered') registration.textContent = `Registered: ${state.events} webhooks, one per event, to ${state.url}.`;
  else if (state.state === 'pending') registration.textContent = 'The webhooks are being registered.';
  else registration.textContent = `Webhooks are not registered: ${state.reason}.`;
  registration.className = state.state === 'registered' || state.state === 'pending' ? 'hint' : 'error';
}

function show(inbox) {
  showRegistration(inbox.registration);
  const kept = new Set(inbox.deliveries.map((delivery) => delivery.seq));
  for (const [seq, item] of rows) {
    if (kept.has(seq)) continue;
    item.remove();
    rows.delete(seq);
  }
  // Newest first: the oldest new one goes on top first, the newest last.
  const fresh = inbox.deliveries.filter((delivery) => !rows.has(delivery.seq)).reverse();
  for (const delivery of fresh) {
    const item = row(delivery);
    rows.set(delivery.seq, item);
    list.prepend(item);
  }
  empty.hidden = rows.size > 0;
  list.hidden = rows.size === 0;
  // Said only when something arrived, so a screen reader hears news, not every refresh.
  if (loaded && fresh.length > 0) {
    const events = fresh.map((delivery) => delivery.event || 'unreadable').join(', ');
    status.textContent = `${fresh.length} new ${fresh.length === 1 ? 'delivery' : 'deliveries'}: ${events}`;
  }
  loaded = true;
}

async function refresh() {
  try {
    const response = await fetch('/api/webhooks', { cache: 'no-store' });
    if (!response.ok) throw new Error(`/api/webhooks answered ${response.status}`);
    show(await response.json());
    error.textContent = '';
  } catch (failure) {
    error.textContent = `Could not read the inbox: ${failure.message}`;
  }
}

async function loop() {
  // A hidden tab does not ask; it catches up when shown again.
  if (!document.hidden) await refresh();
  setTimeout(loop, REFRESH_MS);
}

document.addEventListener('visibilitychange', () => {
  if (!document.hidden) refresh();
});

byId('clear-inbox').addEventListener('click', async () => {
  try {
    const response = await fetch('/api/webhooks/clear', { method: 'POST' });
    if (!response.ok) throw new Error(`/api/webhooks/clear answered ${response.status}`);
    await refresh();
    status.textContent = 'The inbox is empty.';
  } catch (failure) {
    error.textContent = `Could not clear the inbox: ${failure.message}`;
  }
});

loop();
