// The React way as one module: the PonteConnect component of ponte/react, its options kept outside the component.
import { jsString, objectLiteral } from './js-literal.js';
import { callbackEntries, settingEntries, tokenFunctionLines } from './snippet-parts.js';

export function reactSnippet({ widgetUrl, apiUrl, tokenUrl, display, settings, callbacks }) {
  const inline = display === 'inline';
  const options = objectLiteral(
    [
      ['widgetUrl', jsString(widgetUrl)],
      ['apiUrl', jsString(apiUrl)],
      ['fetchConnectToken', 'mintConnectToken'],
      ...(inline ? [['display', "'inline'"]] : []),
      ...settingEntries(settings),
      ...callbackEntries(callbacks),
    ],
    '',
  );
  return [
    "import { PonteConnect } from 'ponte/react';",
    '',
    ...tokenFunctionLines(tokenUrl, settings.updateItem),
    '',
    '// Outside the component: the widget is made again only when a setting changes, not on every render.',
    `const options = ${options};`,
    '',
    inline
      ? '// A div holding the widget, which shows once it has loaded.'
      : '// A button, enabled once the widget has loaded, that opens it in a modal.',
    'export function ConnectBank() {',
    inline ? '  return <PonteConnect {...options} />;' : '  return <PonteConnect {...options}>Connect your bank</PonteConnect>;',
    '}',
    '',
  ].join('\n');
}
