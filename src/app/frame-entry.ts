// The hosted page's script: reads its address, then bridges the embedding site and the widget.
import { readFrameAddress } from '../embed/protocol';
import { createBridge } from './bridge';
import type { WidgetFactory } from './bridge';
import { adoptPageStyles } from './page-styles';
import { showStandaloneNotice } from './standalone-notice';

// The widget's code is a lazy chunk: the handshake needs only this small entry, and the chunk is
// fetched at once, in parallel with the handshake, not after it. A failure surfaces on init.
const widgetCode = import('../embed/define');
widgetCode.catch(() => undefined);

const loadElement = async (): Promise<WidgetFactory> => {
  const { define } = await widgetCode;
  const Widget = define();
  return () => new Widget();
};

adoptPageStyles(document);

const address = readFrameAddress(window.location.hash);
// Opened as a top-level page, the "parent" would be the page itself: nothing to bridge.
if (address === null || window.parent === window) showStandaloneNotice(document);
else createBridge({ window, parent: window.parent, ...address, loadElement });
