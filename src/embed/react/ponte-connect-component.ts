// <PonteConnect>: a button that opens the modal widget, or the element an inline widget lives in.
import { createElement, useRef } from 'react';
import type { ReactElement, ReactNode } from 'react';
import type { PonteConnectControls, UsePonteConnectOptions } from './use-ponte-connect';

export type PonteConnectProps = Omit<UsePonteConnectOptions, 'container'> & {
  className?: string;
  /** The button's label (modal display); an inline display renders no children. */
  children?: ReactNode;
};

export function createPonteConnect(
  usePonteConnect: (options: UsePonteConnectOptions) => PonteConnectControls,
): (props: PonteConnectProps) => ReactElement {
  return function PonteConnect({ className, children, ...options }) {
    const container = useRef<HTMLDivElement>(null);
    const inline = options.display === 'inline';
    const { open, ready } = usePonteConnect(inline ? { ...options, container } : options);
    // The frame is appended to this div by the handle, so React is given no children to reconcile there.
    if (inline) return createElement('div', { ref: container, className });
    return createElement('button', { type: 'button', className, disabled: !ready, onClick: () => open() }, children);
  };
}
