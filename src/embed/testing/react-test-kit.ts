// Rendering React elements into a jsdom container with react-dom/client, every update inside act().
import { act } from 'react';
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

// Tells React this is a test environment where updates are flushed by act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type Mounted = {
  container: HTMLElement;
  rerender(element: ReactElement): void;
  unmount(): void;
};

export function mount(element: ReactElement): Mounted {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(element));
  return {
    container,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Runs a callback the handle would call, as the frame's message would, inside act(). */
export function fromFrame(callback: () => void): void {
  act(callback);
}
