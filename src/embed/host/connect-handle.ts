// The handle createConnect returns, and the inert one for where it cannot work.
import type { WidgetError } from '../../contract/error-codes.js';

export type ConnectHandle = {
  /** Shows the widget; before the frame is ready the modal shows a loading state. Idempotent. */
  open(): void;
  /** Shows the widget: the same as open (the incumbent's name). */
  show(): void;
  /** Closes it (onClose reason 'host'); nothing when it is not open. */
  close(): void;
  /** Hides it (onHide, not onClose), a sync going on; show or open returns to where the user was. */
  hide(): void;
  /** Removes the frame, the modal and every listener; closes first (reason 'destroy') if open. */
  destroy(): void;
  /** True once the frame answered `initialized`. */
  readonly ready: boolean;
  /** Why the handle cannot work (bad options, frame unavailable, protocol mismatch); null otherwise. */
  readonly error: WidgetError | null;
};

/** A handle whose methods do nothing: without a DOM (SSR), or after bad options. */
export function inertHandle(error: WidgetError | null): ConnectHandle {
  return {
    open() {},
    show() {},
    close() {},
    hide() {},
    destroy() {},
    ready: false,
    error,
  };
}
