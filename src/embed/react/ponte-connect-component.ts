// <PonteConnect>: a button that opens the modal widget, or the element an inline widget lives in.
import { createElement, useRef } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { usePonteConnect } from './use-ponte-connect.js';
import type { UsePonteConnectOptions } from './use-ponte-connect.js';

export type PonteConnectProps = Omit<UsePonteConnectOptions, 'container'> & {
  className?: string;
  /** The button's label (modal display); an inline display renders no children. */
  children?: ReactNode;
};

/** `display: 'modal'` (default): a button labelled by its children; `'inline'`: a div holding the widget. */
export function PonteConnect({ className, children, ...options }: PonteConnectProps): ReactElement {
  const container = useRef<HTMLDivElement>(null);
  const inline = options.display === 'inline';
  const { open, ready } = usePonteConnect(inline ? { ...options, container } : options);
  // The frame is appended to this div by the handle, so React is given no children to reconcile there.
  if (inline) return createElement('div', { ref: container, className });
  return createElement('button', { type: 'button', className, disabled: !ready, onClick: () => open() }, children);
}
