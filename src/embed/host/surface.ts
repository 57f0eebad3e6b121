// Where the frame is shown: a modal dialog, or inline in a host element. The handle drives either.

/** loading: the widget is not initialized yet; live: it is; failed: it never will be. */
export type SurfaceState = 'loading' | 'live' | 'failed';

/** A display leaves out what it has no use for. */
export type Surface = {
  show(): void;
  hide(): void;
  /** Modal: the loading or failure words, or the frame. */
  setState?(state: SurfaceState): void;
  /** The widget's content height, from the frame's resize message. */
  resize?(height: number): void;
  /** Modal: removes every node the surface added (the iframe is the handle's). */
  destroy?(): void;
};
