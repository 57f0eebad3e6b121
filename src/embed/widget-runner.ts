// One widget's life in a shadow root, whatever holds it (the <ponte-connect> element, the hosted
// page): the first screen painted at once while the engine loads, then a session started, updated
// or ended as the options change, and the reason shown when they are invalid.
import { render } from 'preact';
import type { PonteOptions } from '../contract/options.js';
import type { ElementParts, Engine } from './element-parts.js';
import type { InvalidOptions } from './option-errors.js';
import type { Session } from './session/session.js';
import { type Shell, paintShell } from './session/session-shell.js';

type Checked = { ok: true; options: PonteOptions } | { ok: false; error: InvalidOptions };

/** The options as their holder has them now. */
export type GivenOptions<E extends Engine> = {
  /** As given, unchecked: the first screen reads only values of the expected shape. */
  given: Readonly<Record<string, unknown>>;
  /** Checked by the engine's option check. */
  check(engine: E): Checked;
};

export type RunnerSetup<E extends Engine> = {
  /** Where DOM events are dispatched. */
  element: HTMLElement;
  shadow: ShadowRoot;
  parts: ElementParts<E>;
  /**
   * Options refused by the engine's check: the session is ended; the element shows why and reports
   * it, the hosted page leaves that to its bridge (which checks the same options and reports once).
   */
  refused(engine: E, error: InvalidOptions, onError: unknown): void;
  /** The options now: read again at each update. */
  read(): GivenOptions<E>;
  isConnected(): boolean;
  /** A close only puts the widget away (the hosted page shows it again on the next open): its session lives on. */
  keepOnClose?: boolean;
};

export type WidgetRunner = {
  /** Reads the options again: paints, starts, updates or restarts as they say. */
  update(): void;
  /** Ends the session and clears the root. */
  end(): void;
  /** The widget is put away to be shown again: its session forgets the secrets typed. */
  forgetSecrets(): void;
};

export function createWidgetRunner<E extends Engine>(setup: RunnerSetup<E>): WidgetRunner {
  const { element, shadow, parts } = setup;
  let session: Session | null = null;
  /** The first screen, painted before the engine was in; the first session takes it over. */
  let shell: Shell | null = null;
  let engine: E | null = null;
  let loading = false;

  const end = () => {
    session?.stop();
    session = null;
    shell?.stop();
    shell = null;
    render(null, shadow);
  };

  /** Paints the search at once and loads the engine; the options are read unchecked until it is in. */
  const paintFirstScreen = () => {
    if (!shell) {
      shell = paintShell({ shadow, parts, options: setup.read().given, onClose: end });
    }
    if (loading) return;
    loading = true;
    parts.loadEngine().then(
      (loaded) => {
        loading = false;
        engine = loaded;
        if (setup.isConnected()) update();
      },
      () => {
        loading = false;
        shell?.pending.failed(() => update());
      },
    );
  };

  const start = (loaded: E, options: PonteOptions, first: Shell | undefined): Session => {
    const started = loaded.startSession({
      element,
      shadow,
      parts,
      engine: loaded,
      options,
      shell: first,
      // The widget closed itself: its session ends, unless a newer one has taken its place or the page keeps it.
      onClose: () => {
        if (session === started && !setup.keepOnClose) end();
      },
    });
    return started;
  };

  const update = (): void => {
    if (!engine) return paintFirstScreen();
    const { given, check } = setup.read();
    const checked = check(engine);
    if (!checked.ok) {
      end();
      setup.refused(engine, checked.error, given.onError);
      return;
    }
    const options = checked.options;
    if (session?.update(options)) return;
    // The first session takes over the first screen; a restart starts on a screen of its own.
    const first = session ? undefined : (shell ?? undefined);
    if (session) end();
    shell = null;
    session = start(engine, options, first);
  };

  return { update, end, forgetSecrets: () => session?.forgetSecrets() };
}
