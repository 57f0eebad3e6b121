// Shared by the demo pages: calls to this merchant's own backend and the result every page shows.
// Plain browser JavaScript (an ES module, no build step), served as a file so the pages run
// under a CSP without 'unsafe-inline'.

// Only the item id is remembered, so the update page can offer it; never a token.
const LAST_ITEM_KEY = 'ponte-demo:last-item-id';
const ITEM_ID = /^[A-Za-z0-9_-]{1,100}$/;

async function json(url, init) {
  const response = await fetch(url, init);
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    throw new Error(body && typeof body.message === 'string' ? body.message : `${url} answered ${response.status}`);
  }
  return body;
}

let config = null;
/** `{widgetUrl, apiUrl}`: where the widget is hosted and the API it talks to. */
export function demoConfig() {
  if (config === null) config = json('/api/config');
  return config;
}

/** A fresh Connect Token from this site's backend, which alone holds the client secret. */
export async function mintConnectToken(itemId) {
  const body = await json('/api/connect-token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(itemId ? { itemId: itemId } : {}),
  });
  return body.accessToken;
}

export function isItemId(value) {
  return typeof value === 'string' && ITEM_ID.test(value);
}

export function lastItemId() {
  try {
    const value = window.sessionStorage.getItem(LAST_ITEM_KEY);
    return isItemId(value) ? value : null;
  } catch {
    return null;
  }
}

function rememberItem(itemId) {
  try {
    window.sessionStorage.setItem(LAST_ITEM_KEY, itemId);
  } catch {
    // Storage may be off; the update page then starts empty.
  }
}

const byId = (id) => document.getElementById(id);

export function showError(message) {
  const error = byId('error');
  if (error) error.textContent = message;
}

export function logEvent(text) {
  const log = byId('event-log');
  if (!log) return;
  const entry = document.createElement('li');
  entry.textContent = `${new Date().toLocaleTimeString()}  ${text}`;
  log.append(entry);
  log.scrollTop = log.scrollHeight;
}

/** One line for a widget event: its name and the step or status it carries. */
export function describeEvent(event) {
  if (!event || typeof event.event !== 'string') return 'event';
  const extra = [event.step, event.connectorName, event.itemStatus, event.executionStatus, event.errorCode].filter(Boolean);
  return event.event + (extra.length > 0 ? ` (${extra.join(', ')})` : '');
}

function money(amount, currency) {
  if (typeof amount !== 'number') return '';
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: currency || 'BRL' }).format(amount);
  } catch {
    return amount.toFixed(2);
  }
}

function renderAccounts(accounts) {
  const table = byId('accounts');
  const rows = byId('account-rows');
  const none = byId('no-accounts');
  rows.replaceChildren();
  for (const account of accounts) {
    const row = document.createElement('tr');
    const cells = [account.name || '', account.subtype || account.type || '', account.number || '', money(account.balance, account.currencyCode)];
    cells.forEach((text, i) => {
      const cell = document.createElement('td');
      cell.textContent = text;
      if (i === 3) cell.className = 'amount';
      row.append(cell);
    });
    rows.append(row);
  }
  table.hidden = accounts.length === 0;
  none.hidden = accounts.length > 0;
}

/** After a success: the item id, then its accounts as this site's backend fetched them. */
export async function showConnectedItem(itemId) {
  if (!isItemId(itemId)) {
    showError('The widget reported an item id this page does not recognise.');
    return;
  }
  rememberItem(itemId);
  byId('item-id').textContent = itemId;
  showError('');
  try {
    const body = await json(`/api/items/${encodeURIComponent(itemId)}/accounts`);
    renderAccounts(body.accounts);
  } catch (error) {
    showError(`Could not load the accounts: ${error.message}`);
  }
}

/** The callbacks every script-tag page gives the widget: log each, show the item or the error. */
/** Who the end user connects for, as the widget shows it: the store's name, logo and privacy policy. */
export function storeOptions() {
  return {
    clientName: 'Example Store',
    // On the store's own origin: the widget host's CSP lets the frame show images from the pages it serves.
    clientLogoUrl: new URL('/store-logo.svg', location.href).href,
    privacyPolicyUrl: new URL('/privacy.html', location.href).href,
  };
}

export function pageCallbacks() {
  return {
    onSuccess: (payload) => {
      logEvent(`onSuccess: item ${payload.item.id}`);
      showConnectedItem(payload.item.id);
    },
    onError: (error) => {
      logEvent(`onError: ${error.code}`);
      showError(`${error.code}: ${error.message}`);
    },
    onEvent: (widgetEvent) => logEvent(`onEvent: ${describeEvent(widgetEvent)}`),
    onClose: (info) => logEvent(`onClose: ${info.reason}`),
  };
}
