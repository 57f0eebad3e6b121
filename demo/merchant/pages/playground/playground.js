// The home page's playground: the form's options drive a live widget, its event log, and the code for each way to embed.
import { describeEvent, logEvent, mintConnectToken, showConnectedItem, showError } from '../demo-common.js';
import { readChoices } from './choices.js';
import { fillConnectors, fillItems } from './pickers.js';
import { createSnippetBox } from './snippet-box.js';
import { createPreview } from './widget-preview.js';

const TOKEN_URL = '/api/connect-token';
/** The callbacks the page logs, written into the code too. */
const CALLBACKS = ['onOpen', 'onEvent', 'onSuccess', 'onError', 'onClose', 'onHide'];
/** Typing waits for a pause before the widget is made again. */
const SETTLE_MS = 400;

const byId = (id) => document.getElementById(id);
const { apiUrl, widgetUrl } = document.documentElement.dataset;
const form = byId('playground-form');
const status = byId('playground-status');
const itemPicker = byId('option-updateItem');

// ponte.js is async: it may run before or after this file. The queue hands over Ponte once it has.
const ponte = new Promise((resolve) => {
  window.PonteQueue = window.PonteQueue || [];
  window.PonteQueue.push(resolve);
});
// The load event waits for async scripts: by then ponte.js has run, or failed to load.
window.addEventListener('load', () => {
  if (!window.Ponte) showError('ponte.js did not load from the widget host.');
});

function refreshItems() {
  fillItems(itemPicker).catch((error) => {
    status.textContent = `The items could not be listed: ${error.message}`;
  });
}

const preview = createPreview({
  ponte,
  apiUrl,
  container: byId('inline-widget'),
  mintToken: mintConnectToken,
  remade: () => logEvent('Options changed: the widget was made again with them'),
  callbacks: {
    onOpen: () => logEvent('onOpen'),
    onEvent: (event) => logEvent(`onEvent: ${describeEvent(event)}`),
    onSuccess: ({ item }) => {
      logEvent(`onSuccess: item ${item.id}`);
      showConnectedItem(item.id);
      refreshItems();
    },
    onError: (error) => {
      logEvent(`onError: ${error.code}${error.option ? ` (${error.option})` : ''}`);
      showError(`${error.code}: ${error.message}`);
    },
    onHide: () => logEvent('onHide: the sync goes on'),
    onClose: ({ reason }) => {
      logEvent(`onClose: ${reason}`);
      // A connection that failed left an item behind: it can now be updated.
      refreshItems();
    },
  },
});

const snippets = createSnippetBox({
  code: byId('snippet-code'),
  ways: byId('snippet-ways'),
  copyButton: byId('copy-snippet'),
  status: byId('copy-status'),
});

function showProblems(problems) {
  for (const name of ['connectorIds', 'popularConnectorIds', 'countries']) {
    const problem = problems.find((candidate) => candidate.name === name);
    byId(`error-${name}`).textContent = problem ? problem.message : '';
    const field = byId(`option-${name}`);
    if (problem) field.setAttribute('aria-invalid', 'true');
    else field.removeAttribute('aria-invalid');
  }
}

let pending;
function apply() {
  clearTimeout(pending);
  const choices = readChoices(new FormData(form));
  showProblems(choices.problems);
  snippets.show({ widgetUrl, apiUrl, tokenUrl: TOKEN_URL, display: choices.display, settings: choices.settings, callbacks: CALLBACKS });
  preview.update(choices);
}

form.addEventListener('input', () => {
  clearTimeout(pending);
  pending = setTimeout(apply, SETTLE_MS);
});
// The reset event comes before the fields are reset.
form.addEventListener('reset', () => setTimeout(apply));
byId('open-widget').addEventListener('click', () => {
  // What was just typed counts.
  apply();
  showError('');
  preview.open().catch((error) => showError(error.message));
});
byId('refresh-items').addEventListener('click', refreshItems);
byId('clear-log').addEventListener('click', () => byId('event-log').replaceChildren());

fillConnectors(byId('option-selectedConnectorId')).catch((error) => {
  status.textContent = `The institutions could not be listed: ${error.message}`;
});
refreshItems();
apply();
