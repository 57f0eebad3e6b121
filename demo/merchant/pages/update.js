// The update page: a Connect Token minted for one item, and the widget opened on it with updateItem.
import { demoConfig, isItemId, lastItemId, mintConnectToken, pageCallbacks, showError } from './demo-common.js';

const form = document.getElementById('update-form');
const input = document.getElementById('update-item-id');

const fromQuery = new URLSearchParams(window.location.search).get('itemId');
input.value = isItemId(fromQuery) ? fromQuery : lastItemId() || '';

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
  if (!window.Ponte) {
    showError('ponte.js did not load from the widget host.');
    return;
  }
  showError('');
  busy = true;
  try {
    // A token minted for this item: it may read and update that item only.
    const [config, connectToken] = await Promise.all([demoConfig(), mintConnectToken(itemId)]);
    if (connection) connection.destroy();
    connection = window.Ponte.create({
      connectToken: connectToken,
      apiUrl: config.apiUrl,
      includeSandbox: true,
      updateItem: itemId,
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
