// The raw way as one piece of HTML: no SDK, the page builds the widget's iframe and speaks its postMessage protocol.
import { jsString, objectLiteral } from './js-literal.js';
import { callbackEntries, indented, settingEntries, tokenFunctionLines } from './snippet-parts.js';

/** What the page does when the frame's message of that type arrives, by display. */
function messageCases(inline, has) {
  const cases = [
    "case 'ready':",
    "  // Again after the frame's page reloads (an OAuth return in the same window): init again.",
    `  post({ type: 'init', options, connectToken: await token, canRefreshToken: true, display: '${inline ? 'inline' : 'modal'}' });`,
    '  break;',
    "case 'initialized':",
    '  // The widget accepted its options and has loaded: it can be shown.',
    ...(inline ? ["  post({ type: 'open' });"] : ['  button.disabled = false;', "  if (dialog.open) post({ type: 'open' });"]),
    ...(has('onReady') ? ['  onReady();'] : []),
    '  break;',
  ];
  if (has('onOpen')) cases.push("case 'open':", '  onOpen();', '  break;');
  if (has('onEvent')) cases.push("case 'event':", '  onEvent(message.event);', '  break;');
  if (has('onSuccess')) cases.push("case 'success':", '  onSuccess({ item: message.item });', '  break;');
  if (has('onError')) cases.push("case 'error':", '  onError(message.error);', '  break;');
  if (inline) cases.push("case 'resize':", "  iframe.style.height = Math.ceil(message.height) + 'px';", '  break;');
  cases.push(
    "case 'token-request':",
    '  // The token expired: a fresh one, and the user keeps their place.',
    '  token = mintConnectToken();',
    '  token.then(',
    "    (fresh) => post({ type: 'token-response', requestId: message.requestId, ok: true, token: fresh }),",
    "    () => post({ type: 'token-response', requestId: message.requestId, ok: false, message: 'No Connect Token' }),",
    '  );',
    '  break;',
    "case 'close':",
    "  // The widget's close or done button, or Escape inside it.",
    ...(inline
      ? ['  iframe.hidden = true;', ...(has('onClose') ? ['  onClose({ reason: message.reason });'] : [])]
      : ['  closeDialog(message.reason);']),
    '  break;',
    "case 'hide':",
    '  // Closed during a sync with allowConnectInBackground: put away, the connection going on.',
    ...(inline ? ['  iframe.hidden = true;'] : ['  if (dialog.open) dialog.close();']),
    ...(has('onHide') ? ['  onHide();'] : []),
    '  break;',
  );
  return cases;
}

/** The modal: a native dialog this page opens, closes and sizes itself. */
function dialogLines(has) {
  return [
    "const dialog = document.getElementById('ponte-dialog');",
    "// Sized through the CSSOM, which a CSP without 'unsafe-inline' allows.",
    "dialog.style.width = 'min(100vw, 30rem)';",
    "dialog.style.height = 'min(100vh, 42rem)';",
    "dialog.style.padding = '0';",
    "iframe.style.height = '100%';",
    'dialog.append(iframe);',
    "const button = document.getElementById('connect');",
    'const closeDialog = (reason) => {',
    '  if (!dialog.open) return;',
    '  dialog.close();',
    ...(has('onClose') ? ['  onClose({ reason });'] : []),
    '};',
    "button.addEventListener('click', () => {",
    '  dialog.showModal();',
    "  post({ type: 'open' });",
    '});',
    '// Escape pressed outside the frame: this page closes the widget and tells it.',
    "dialog.addEventListener('cancel', (event) => {",
    '  event.preventDefault();',
    "  post({ type: 'close', reason: 'escape' });",
    "  closeDialog('escape');",
    '});',
  ];
}

export function iframeSnippet({ widgetUrl, apiUrl, tokenUrl, display, settings, callbacks }) {
  const inline = display === 'inline';
  const has = (name) => callbacks.includes(name);
  // The host runtime's default: an inline widget leaves focus with the page until the user comes in.
  const sent = inline && settings.autoFocus === undefined ? { ...settings, autoFocus: false } : settings;
  const script = [
    `const WIDGET_URL = ${jsString(widgetUrl)};`,
    'const WIDGET_ORIGIN = new URL(WIDGET_URL).origin;',
    '// The options travel to the frame in its init message; callbacks stay on this page.',
    `const options = ${objectLiteral([['apiUrl', jsString(apiUrl)], ...settingEntries(sent)], '')};`,
    ...callbackEntries(callbacks).map(([name, source]) => `const ${name} = ${source};`),
    '',
    ...tokenFunctionLines(tokenUrl, settings.updateItem),
    'let token = mintConnectToken();',
    '',
    "// A random channel ties the messages to this one iframe; the URL's fragment names it and this page's origin, never the token.",
    "const channel = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');",
    "const iframe = document.createElement('iframe');",
    "iframe.title = 'Connect your bank account';",
    "iframe.src = WIDGET_URL + '#' + new URLSearchParams({ origin: window.location.origin, channel });",
    "iframe.style.border = '0';",
    "iframe.style.width = '100%';",
    '// Posts to this iframe only, with the widget origin as the target: never to any origin.',
    "const post = (body) => iframe.contentWindow.postMessage({ ns: 'ponte', v: 1, channel, ...body }, WIDGET_ORIGIN);",
    ...(inline ? ["document.getElementById('ponte-widget').append(iframe);"] : dialogLines(has)),
    '',
    "window.addEventListener('message', async (event) => {",
    "  // Believed only from this iframe's window, on the widget's origin, on this channel.",
    '  if (event.source !== iframe.contentWindow || event.origin !== WIDGET_ORIGIN) return;',
    '  const message = event.data;',
    "  if (message?.ns !== 'ponte' || message.v !== 1 || message.channel !== channel) return;",
    '  switch (message.type) {',
    ...indented(messageCases(inline, has), '    '),
    '  }',
    '});',
  ];
  return [
    '<!-- No SDK: the widget page in an iframe on its own origin, driven over its postMessage protocol (version 1). -->',
    ...(inline
      ? ['<div id="ponte-widget"></div>']
      : [
          '<button type="button" id="connect" disabled>Connect your bank</button>',
          '<dialog id="ponte-dialog" aria-label="Connect your bank account"></dialog>',
        ]),
    '<script type="module">',
    ...indented(script, '  '),
    '</script>',
    '',
  ].join('\n');
}
