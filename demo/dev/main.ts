// The dev page's script: mints a token through the dev server, mounts the element, logs what it says.
import { resumingItemId } from 'ponte/element';
import type { PonteConnectElement } from 'ponte/element';

type Minted = { accessToken: string; apiUrl: string };

const byId = <T extends HTMLElement>(id: string): T => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from the dev page`);
  return element as T;
};

const language = byId<HTMLSelectElement>('language');
const theme = byId<HTMLSelectElement>('theme');
const primaryColor = byId<HTMLInputElement>('primary-color');
const includeSandbox = byId<HTMLInputElement>('include-sandbox');
const log = byId<HTMLOListElement>('log');
const updateButton = byId<HTMLButtonElement>('update');
let lastItemId: string | undefined;
let widget: PonteConnectElement | undefined;

/** The dev server mints it with the sandbox's client secret, which never reaches this page. */
async function mint(itemId?: string): Promise<Minted> {
  const response = await fetch('/dev/connect-token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(itemId ? { itemId } : {}),
  });
  const body: unknown = await response.json();
  if (!response.ok || typeof body !== 'object' || body === null || !('accessToken' in body) || !('apiUrl' in body)) {
    throw new Error(`the dev server could not mint a token (${response.status})`);
  }
  return { accessToken: String(body.accessToken), apiUrl: String(body.apiUrl) };
}

function record(type: string, detail: unknown): void {
  const entry = document.createElement('li');
  entry.textContent = `${new Date().toLocaleTimeString()} ${type} ${detail === undefined ? '' : JSON.stringify(detail)}`;
  log.prepend(entry);
}

function setOptional(element: HTMLElement, name: string, value: string): void {
  if (value === '') element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** `updateItem` starts update mode; a return from the OAuth redirect needs a token for its item. */
async function mount(updateItem?: string): Promise<void> {
  widget?.remove();
  const itemId = updateItem ?? resumingItemId() ?? undefined;
  const { accessToken, apiUrl } = await mint(itemId);
  const element = document.createElement('ponte-connect');
  element.setAttribute('connect-token', accessToken);
  element.setAttribute('api-url', apiUrl);
  element.toggleAttribute('include-sandbox', includeSandbox.checked);
  setOptional(element, 'language', language.value);
  setOptional(element, 'theme', theme.value);
  setOptional(element, 'primary-color', primaryColor.value.trim());
  if (updateItem) element.setAttribute('update-item', updateItem);
  element.fetchConnectToken = async () => (await mint(itemId)).accessToken;
  element.onSuccess = ({ item }) => {
    lastItemId = item.id;
    updateButton.disabled = false;
  };
  element.onOpen = () => record('onOpen', undefined);
  element.onClose = () => record('onClose', undefined);
  byId('widget').append(element);
  widget = element;
}

for (const type of ['ponte:event', 'ponte:success', 'ponte:error', 'ponte:close']) {
  document.addEventListener(type, (event) => record(type, event instanceof CustomEvent ? event.detail : undefined));
}

const fail = (error: unknown) => record('dev page error', error instanceof Error ? error.message : String(error));

language.addEventListener('change', () => widget && setOptional(widget, 'language', language.value));
theme.addEventListener('change', () => widget && setOptional(widget, 'theme', theme.value));
primaryColor.addEventListener('change', () => widget && setOptional(widget, 'primary-color', primaryColor.value.trim()));
includeSandbox.addEventListener('change', () => widget?.toggleAttribute('include-sandbox', includeSandbox.checked));
byId('restart').addEventListener('click', () => void mount().catch(fail));
updateButton.addEventListener('click', () => void mount(lastItemId).catch(fail));
byId('clear-log').addEventListener('click', () => log.replaceChildren());

void mount().catch(fail);
