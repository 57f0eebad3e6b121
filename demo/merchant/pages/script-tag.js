// The script-tag page: window.Ponte comes from ponte.js, loaded by the page's <script async src>.
import { describeEvent, logEvent, mintConnectToken, pageCallbacks, showConnectedItem, showError, storeOptions } from './demo-common.js';

// ponte.js is async: it may run before or after this file. The queue hands over Ponte once it has.
const ponte = new Promise((resolve) => {
  window.PonteQueue = window.PonteQueue || [];
  window.PonteQueue.push(resolve);
});
// The load event waits for async scripts: by then ponte.js has run, or failed to load.
window.addEventListener('load', () => {
  if (!window.Ponte) showError('ponte.js did not load from the widget host.');
});

const button = document.getElementById('connect');
const declarative = document.getElementById('declarative-connect');

function createConnection() {
  return ponte.then((Ponte) =>
    Ponte.create({
      // Written into the page by the server: nothing to wait for before the widget starts loading.
      apiUrl: document.documentElement.dataset.apiUrl,
      includeSandbox: true,
      ...storeOptions(),
      // The first token and every later one: the widget loads while the backend mints the first.
      fetchConnectToken: () => mintConnectToken(),
      ...pageCallbacks(),
    }),
  );
}

// Created as the page loads, so the widget and its connector list load before the click.
let connection = createConnection();
connection.catch((error) => showError(error.message));

button.addEventListener('click', () => {
  connection
    .then((connect) => {
      if (connect.error === null) return connect.open();
      // It could not start (its first token, say): the next click tries again from scratch.
      connect.destroy();
      connection = createConnection();
      return connection.then((fresh) => fresh.open());
    })
    .catch((error) => showError(error.message));
});

// The declared button is driven by the loader; the page only listens.
declarative.addEventListener('ponte:success', (event) => {
  logEvent(`ponte:success: item ${event.detail.item.id}`);
  showConnectedItem(event.detail.item.id);
});
declarative.addEventListener('ponte:error', (event) => {
  logEvent(`ponte:error: ${event.detail.code}`);
  showError(`${event.detail.code}: ${event.detail.message}`);
});
declarative.addEventListener('ponte:event', (event) => logEvent(`ponte:event: ${describeEvent(event.detail)}`));
declarative.addEventListener('ponte:close', (event) => logEvent(`ponte:close${event.detail?.reason ? `: ${event.detail.reason}` : ''}`));
