// What every way's snippet shares: the chosen settings as source, the callbacks, and the Connect Token part.
import { jsString, jsValue } from './js-literal.js';

/** The widget settings a snippet writes, in the order it writes them (the README's options table). */
export const SETTING_ORDER = [
  'includeSandbox',
  'updateItem',
  'connectorTypes',
  'connectorIds',
  'popularConnectorIds',
  'countries',
  'products',
  'selectedConnectorId',
  'connectorSortAlphabetically',
  'openFinanceParameters',
  'language',
  'theme',
  'primaryColor',
  'radius',
  'fontFamily',
  'autoFocus',
  'allowConnectInBackground',
  'clientName',
  'clientLogoUrl',
  'privacyPolicyUrl',
];

/** Each callback as a snippet writes it: what it receives, and a line that shows it ran. */
export const CALLBACK_SOURCES = {
  onReady: "() => console.log('widget ready')",
  onOpen: "() => console.log('widget on screen')",
  onEvent: "(event) => console.log('event', event.event)",
  onSuccess: "({ item }) => console.log('connected item', item.id)",
  onError: '({ code, message }) => console.warn(code, message)',
  onClose: "({ reason }) => console.log('closed:', reason)",
  onHide: "() => console.log('hidden, the sync goes on')",
};

/** `[name, source]` of each chosen setting, in SETTING_ORDER; a setting the snippets do not know is an error. */
export function settingEntries(settings) {
  const unknown = Object.keys(settings).filter((name) => !SETTING_ORDER.includes(name));
  if (unknown.length > 0) throw new Error(`no snippet writes the option ${unknown.join(', ')}`);
  return SETTING_ORDER.filter((name) => settings[name] !== undefined).map((name) => [name, jsValue(settings[name])]);
}

/** `[name, source]` of each callback, in CALLBACK_SOURCES' order. */
export function callbackEntries(names) {
  const unknown = names.filter((name) => !Object.hasOwn(CALLBACK_SOURCES, name));
  if (unknown.length > 0) throw new Error(`no snippet writes the callback ${unknown.join(', ')}`);
  return Object.entries(CALLBACK_SOURCES).filter(([name]) => names.includes(name));
}

/**
 * The function that asks the page's own backend for a Connect Token, as lines: the backend alone
 * holds the API Key. In update mode it asks for a token minted for that item.
 */
export function tokenFunctionLines(tokenUrl, itemId) {
  const request =
    itemId === undefined
      ? `{ method: 'POST' }`
      : `{ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ itemId: ${jsString(itemId)} }) }`;
  return [
    `// Connect Tokens come from your own backend, which alone holds the API Key${itemId === undefined ? '' : ' (here, minted for the item to update)'}.`,
    'const mintConnectToken = async () => {',
    `  const response = await fetch(${jsString(tokenUrl)}, ${request});`,
    "  if (!response.ok) throw new Error('No Connect Token: ' + response.status);",
    '  return (await response.json()).accessToken;',
    '};',
  ];
}

/** `lines` indented by `indent`, those inside a multi-line entry too; blank lines left blank. */
export function indented(lines, indent) {
  return lines.flatMap((line) => line.split('\n')).map((line) => (line === '' ? line : indent + line));
}
