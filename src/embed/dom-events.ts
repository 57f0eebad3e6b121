// The element's DOM events: CustomEvents that bubble out of the shadow root to the host page.
export const DOM_EVENTS = {
  success: 'ponte:success',
  error: 'ponte:error',
  event: 'ponte:event',
  close: 'ponte:close',
} as const;
export type DomEventName = (typeof DOM_EVENTS)[keyof typeof DOM_EVENTS];

export function dispatchWidgetEvent(target: EventTarget, type: DomEventName, detail: unknown): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
