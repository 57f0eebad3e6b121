// The script-tag way as one piece of HTML: ponte.js from the widget's origin, and a module script that creates the widget.
import { htmlAttribute, jsString, objectLiteral } from './js-literal.js';
import { callbackEntries, indented, settingEntries, tokenFunctionLines } from './snippet-parts.js';

export function scriptTagSnippet({ widgetUrl, apiUrl, tokenUrl, display, settings, callbacks }) {
  const inline = display === 'inline';
  // widgetUrl is left out: the loader defaults it to its own directory.
  const options = objectLiteral(
    [
      ['apiUrl', jsString(apiUrl)],
      // No connectToken: the first one is asked for at once, while the widget loads.
      ['fetchConnectToken', 'mintConnectToken'],
      ...(inline
        ? [
            ['display', "'inline'"],
            ['container', "document.getElementById('ponte-widget')"],
          ]
        : []),
      ...settingEntries(settings),
      ...callbackEntries(callbacks),
    ],
    '    ',
  );
  return [
    `<script async src="${htmlAttribute(new URL('ponte.js', widgetUrl).href)}"></script>`,
    inline ? '<div id="ponte-widget"></div>' : '<button type="button" id="connect">Connect your bank</button>',
    '<script type="module">',
    ...indented(tokenFunctionLines(tokenUrl, settings.updateItem), '  '),
    '',
    '  // ponte.js is async: this queue hands Ponte over once it has run, before or after this script.',
    '  window.PonteQueue = window.PonteQueue || [];',
    '  window.PonteQueue.push((Ponte) => {',
    ...(inline
      ? ['    // Inline, the widget shows in its container as soon as it has loaded.', `    Ponte.create(${options});`]
      : [
          '    // Created at once, so the widget loads before the click.',
          `    const connect = Ponte.create(${options});`,
          "    document.getElementById('connect').addEventListener('click', () => connect.open());",
        ]),
    '  });',
    '</script>',
    '',
  ].join('\n');
}
