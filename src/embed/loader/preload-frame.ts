// The widget frame the loader makes as a handle is created, so it loads beside the host runtime.
import { randomId } from '../../contract/envelope.js';
import { frameUrl } from '../../contract/frame-address.js';
import { modalShell } from '../host/modal-shell.js';
import type { PreloadedFrame } from '../host/preloaded-frame.js';

type Where = { widgetUrl?: string; display?: unknown; container?: unknown; paymentRequestId?: unknown; preauthorizationOffer?: unknown };

/**
 * The frame, hidden, where it will live: in the container (inline), or in the modal's closed dialog.
 * None without an http(s) widgetUrl, or inline without a container; any other bad option is the
 * runtime's to report, and its handle then removes the frame. Never throws.
 */
export function preloadFrame(win: Window, options: Where, defaultUrl: string | undefined): PreloadedFrame | undefined {
  try {
    // Without one at all, new URL throws as it does for a malformed one.
    const widgetUrl = options.widgetUrl ?? (defaultUrl as string);
    const { protocol, origin } = new URL(widgetUrl);
    // Never a javascript: address in an iframe.
    if (!/^https?:$/.test(protocol)) return;
    const channel = randomId();
    const iframe = win.document.createElement('iframe');
    iframe.hidden = true;
    iframe.src = frameUrl(widgetUrl, win.location.origin, channel, options.paymentRequestId ?? options.preauthorizationOffer);
    // Inline without a container throws here, before anything is in the page.
    const dialog = (options.display === 'inline' ? (options.container as Element).append(iframe) : modalShell(win.document)) as
      | HTMLDialogElement
      | undefined;
    dialog?.append(iframe);

    // The frame's `ready` may come before the runtime: kept, from that iframe's window and origin
    // only; and its load, which without a `ready` tells the runtime the frame was refused.
    const heard: Event[] = [];
    const listen = (event: MessageEvent) => {
      // A removed iframe has no window: a message without a source is not its.
      const own = iframe.contentWindow;
      if (own && event.source === own && event.origin === origin) heard.push(event);
    };
    iframe.onload = (event) => heard.push(event);
    win.addEventListener('message', listen);
    const take = () => {
      win.removeEventListener('message', listen);
      return heard;
    };
    return {
      channel,
      iframe,
      dialog,
      take,
      discard() {
        take();
        (dialog ? (dialog.parentNode as ShadowRoot).host : iframe).remove();
      },
    };
  } catch {
    return undefined;
  }
}
