// The npm way as one module: createConnect from the ponte package, for a page that has the button or container.
import { jsString, objectLiteral } from './js-literal.js';
import { callbackEntries, settingEntries, tokenFunctionLines } from './snippet-parts.js';

export function npmSnippet({ widgetUrl, apiUrl, tokenUrl, display, settings, callbacks }) {
  const inline = display === 'inline';
  const options = objectLiteral(
    [
      ['widgetUrl', jsString(widgetUrl)],
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
    '',
  );
  return [
    inline
      ? '// For a page with <div id="ponte-widget"></div>, where the widget shows once it has loaded.'
      : '// For a page with <button type="button" id="connect">Connect your bank</button>.',
    "import { createConnect } from 'ponte';",
    '',
    ...tokenFunctionLines(tokenUrl, settings.updateItem),
    '',
    ...(inline
      ? [`createConnect(${options});`]
      : [
          '// Created at once, so the widget loads before the click.',
          `const connect = createConnect(${options});`,
          "document.getElementById('connect').addEventListener('click', () => connect.open());",
        ]),
    '',
  ].join('\n');
}
