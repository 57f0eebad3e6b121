// The base of the first screen's views: classes, not hooks, so Preact's hooks runtime loads with the
// later steps instead of before the first paint. A view reads flow values through `read` (drawn
// again when one changes) and names the element that takes focus when it appears.
import { Component, type ComponentChild, createRef } from 'preact';
import type { Readable } from '../state/cell.js';
import { ViewContext, type ViewContextValue } from './view-context.js';

export abstract class View<P = object, S = object> extends Component<P, S> {
  static override contextType = ViewContext;
  declare context: ViewContextValue;
  /** Where focus goes when the view appears (steps are keyed by name: appearing is mounting). */
  protected readonly focusRef = createRef<HTMLHeadingElement>();
  #followed = new Map<Readable<unknown>, () => void>();
  #reading = new Set<Readable<unknown>>();
  #focusPolicy: (() => boolean) | null = null;

  /** The value now; the view draws again when it changes. Not tracked by signal effects: peeked. */
  protected read<T>(source: Readable<T>): T {
    this.#reading.add(source);
    if (!this.#followed.has(source)) {
      let following = false;
      // subscribe() calls back at once with the value this draw already has.
      this.#followed.set(
        source,
        source.subscribe(() => {
          if (following) this.forceUpdate();
        }),
      );
      following = true;
    }
    return source.peek();
  }

  protected abstract draw(): ComponentChild;

  override render(): ComponentChild {
    this.#reading.clear();
    const drawn = this.draw();
    // A value no longer read (a new flow took over) is no longer followed.
    for (const [source, stop] of this.#followed) {
      if (this.#reading.has(source)) continue;
      stop();
      this.#followed.delete(source);
    }
    return drawn;
  }

  /** Focus moves in the commit that draws the view; again if the policy is replaced (the widget shown). */
  #focus(): void {
    const policy = this.context.mayTakeFocus;
    if (policy === this.#focusPolicy) return;
    this.#focusPolicy = policy;
    if (policy()) this.focusTarget()?.focus();
  }

  /** What takes focus: the heading, unless the view has a form, whose first field does. */
  protected focusTarget(): HTMLElement | null | undefined {
    return this.focusRef.current;
  }

  /** After every draw that reached the page, the first and each later one: what an effect did. */
  protected afterDraw(): void {}

  override componentDidMount(): void {
    this.#focus();
    this.afterDraw();
  }

  override componentDidUpdate(): void {
    this.#focus();
    this.afterDraw();
  }

  override componentWillUnmount(): void {
    for (const stop of this.#followed.values()) stop();
    this.#followed.clear();
  }
}
