// The update page: a Connect Token minted for one item, and the widget opened on it with updateItem.
import { demoConfig, isItemId, lastItemId, mintConnectToken, pageCallbacks, showError, storeOptions } from './demo-common.js';

const form = document.getElementById('update-form');
const input = document.getElementById('update-item-id');

const fromQuery = new URLSearchParams(window.location.search).get('itemId');
input.value = isItemId(fromQuery) ? fromQuery : lastItemId() || '';

// ponte.js is async: the queue hands over Ponte once it has run, before or after this file.
const ponte = new Promise((resolve) => {
  window.PonteQueue = window.PonteQueue || [];
  window.PonteQueue.push(resolve);
});

let connection = null;
// A flag rather than disabling the button: a disabled button loses focus, which the modal returns to it.
let busy = false;

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  if (busy) return;
  const itemId = input.value.trim();
  if (!isItemId(itemId)) {
    showError('Enter the id of an item (letters, digits, "-" and "_").');
    input.focus();
    return;
  }
  // The load event waits for async scripts: after it, no Ponte means ponte.js failed to load.
  if (!window.Ponte && document.readyState === 'complete') {
    showError('ponte.js did not load from the widget host.');
    return;
  }
  showError('');
  busy = true;
  try {
    // A token minted for this item: it may read and update that item only.
    const [Ponte, config, connectToken] = await Promise.all([ponte, demoConfig(), mintConnectToken(itemId)]);
    if (connection) connection.destroy();
    connection = Ponte.create({
      connectToken: connectToken,
      apiUrl: config.apiUrl,
      includeSandbox: true,
      updateItem: itemId,
      ...storeOptions(),
      fetchConnectToken: () => mintConnectToken(itemId),
      ...pageCallbacks(),
    });
    connection.open();
  } catch (error) {
    showError(error.message);
  } finally {
    busy = false;
  }
});
