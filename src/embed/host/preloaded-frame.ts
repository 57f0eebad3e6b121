// The frame the script-tag loader made before the runtime was in, and how the runtime takes it over.

/** Already where it will live and loading: the runtime adopts it as it is (moving an iframe reloads it). */
export type PreloadedFrame = {
  channel: string;
  /** Hidden until the runtime shows it; its address holds the page's origin and the channel. */
  iframe: HTMLIFrameElement;
  /** Modal display: the closed <dialog> (in its host element's shadow root) the iframe is in. Inline: none. */
  dialog?: HTMLDialogElement | undefined;
  /**
   * Stops the loader's listening and answers what happened meanwhile, in order: what the iframe's
   * window posted from the widget origin, and the iframe's load (an event of type `load`).
   */
  take(): Event[];
  /** For a frame no handle will drive: stops the listening, and what the loader added to the page goes. */
  discard(): void;
};
