// Buttons declared with data-ponte-* attributes: a preloaded handle each, opened on click, DOM events out.
//
// Attributes (on any element, a <button> in practice):
//   data-ponte-connect-token   a Connect Token, or
//   data-ponte-token-url       a URL on the page's own origin: POSTed JSON `{}` (`{"itemId": …}` with
//                              data-ponte-update-item), it answers JSON `{"accessToken": "…"}`; it is
//                              also asked again when the widget needs a fresh token
//   data-ponte-widget-url      where the widget page is served (default: the loader's directory)
//   data-ponte-<option>        every option that has an attribute form, kebab-case: api-url (required),
//                              include-sandbox, update-item, connector-ids, language, theme, …
// Events on the element, bubbling: ponte:success {item}, ponte:error {code, message, option?},
// ponte:event {event, timestamp, …}, ponte:close {reason}.
import { DOM_EVENTS, dispatchWidgetEvent } from '../dom-events.js';
import type { ConnectDefaults } from '../host/connect-options.js';
import type { ConnectHandle } from '../host/connect-handle.js';
import { createConnect } from '../host/create-connect.js';
import type { WidgetError } from '../../contract/error-codes.js';
import { readAttributes } from '../option-attributes.js';
import { invalidOption } from '../option-errors.js';
import { BUTTON_SELECTOR } from './button-selector.js';
import { requestToken, sameOriginUrl } from './token-url.js';

/** A button's options are its data-ponte-<kebab option> attributes (see button-selector.ts for the two that declare it). */
const ATTRIBUTE_PREFIX = 'data-ponte-';

export type BindDeps = { create?: typeof createConnect; fetch?: typeof fetch };

// Module state: the runtime module is loaded once per page, and so is this set.
const bound = new WeakSet<Element>();

/** Binds every declared button under `root` not bound yet; safe to call again for new buttons. */
export function bindButtons(root: ParentNode, defaults: ConnectDefaults, deps: BindDeps = {}): void {
  for (const button of root.querySelectorAll(BUTTON_SELECTOR)) {
    if (bound.has(button)) continue;
    bound.add(button);
    void bindButton(button, defaults, deps);
  }
}

async function bindButton(button: Element, defaults: ConnectDefaults, deps: BindDeps): Promise<void> {
  const create = deps.create ?? createConnect;
  const attribute = (name: string) => button.getAttribute(ATTRIBUTE_PREFIX + name);
  const report = (error: WidgetError) => dispatchWidgetEvent(button, DOM_EVENTS.error, error);

  let handle: ConnectHandle | null = null;
  let clicked = false;
  button.addEventListener('click', (event) => {
    // A button inside a form would otherwise submit it.
    event.preventDefault();
    if (handle) handle.open();
    else clicked = true;
  });

  const read = readAttributes(attribute);
  if (!read.ok) return report(read.error);
  const updateItem = typeof read.values.updateItem === 'string' ? read.values.updateItem : undefined;

  let connectToken = read.values.connectToken;
  let fetchConnectToken: (() => Promise<string>) | undefined;
  const tokenUrl = attribute('token-url');
  if (tokenUrl !== null) {
    const url = sameOriginUrl(tokenUrl, button.ownerDocument);
    if (url === null) return report(invalidOption('tokenUrl', "expected a URL on this page's own origin", `${ATTRIBUTE_PREFIX}token-url`));
    const fetchImpl = deps.fetch ?? fetch;
    const request = () => requestToken(url, updateItem, fetchImpl);
    // Also the refresh the widget asks for when the token expires.
    fetchConnectToken = async () => {
      const result = await request();
      if (!result.ok) throw new Error(result.error.message);
      return result.token;
    };
    if (connectToken === undefined) {
      const first = await request();
      if (!first.ok) return report(first.error);
      connectToken = first.token;
    }
  }

  handle = create(
    {
      ...read.values,
      connectToken,
      widgetUrl: attribute('widget-url') ?? undefined,
      fetchConnectToken,
      onSuccess: (payload: unknown) => dispatchWidgetEvent(button, DOM_EVENTS.success, payload),
      onError: report,
      onEvent: (event: unknown) => dispatchWidgetEvent(button, DOM_EVENTS.event, event),
      onClose: (payload: unknown) => dispatchWidgetEvent(button, DOM_EVENTS.close, payload),
    },
    defaults,
  );
  if (clicked) handle.open();
}
