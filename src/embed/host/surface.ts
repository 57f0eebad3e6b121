// Where the frame is shown: a modal dialog, or inline in a host element. The handle drives either.

/** loading: the widget is not initialized yet; live: it is; failed: it never will be. */
export type SurfaceState = 'loading' | 'live' | 'failed';

export type Surface = {
  show(): void;
  hide(): void;
  setState(state: SurfaceState): void;
  /** The widget's content height, from the frame's resize message. */
  resize(height: number): void;
  /** Removes every node and listener the surface added (the iframe is the connection's). */
  destroy(): void;
};
