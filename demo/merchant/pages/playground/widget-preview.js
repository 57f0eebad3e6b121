// The playground's widget: one handle made from the chosen options, made again when they change, shown on demand.

/** The choices that make a handle: two equal keys can share one. */
const keyOf = (choices) => JSON.stringify([choices.display, choices.settings]);

/**
 * `ponte` resolves to window.Ponte. A modal widget is made as soon as options are chosen, so it has
 * loaded before the click; an inline one shows itself once made, so it waits for the first open,
 * then follows every change in place.
 */
export function createPreview({ ponte, apiUrl, container, mintToken, callbacks, remade }) {
  let handle = null;
  let key = null;
  let choices = null;
  let inlineWanted = false;
  // Handles are made after an await: only the latest request may keep its handle.
  let generation = 0;
  /** The handle of the latest request once made, or null if a later one took its place. */
  let latest = Promise.resolve(null);

  async function make() {
    const mine = ++generation;
    const { display, settings } = choices;
    const Ponte = await ponte;
    if (mine !== generation) return null;
    handle?.destroy();
    container.hidden = display !== 'inline';
    handle = Ponte.create({
      apiUrl,
      // No connectToken: the first one is asked for at once, while the widget loads.
      fetchConnectToken: () => mintToken(settings.updateItem),
      ...settings,
      ...(display === 'inline' ? { display, container } : {}),
      ...callbacks,
    });
    return handle;
  }

  function drop() {
    generation++;
    handle?.destroy();
    handle = null;
    latest = Promise.resolve(null);
    container.hidden = true;
  }

  return {
    /** Takes the latest choices; the handle is made again if they differ from its own. */
    update(next) {
      choices = next;
      if (keyOf(next) === key) return;
      key = keyOf(next);
      if (next.display === 'inline' && !inlineWanted) return drop();
      if (handle !== null) remade();
      latest = make();
    },
    /** Shows the widget; one that could not start (its options, its token) is made afresh first. */
    async open() {
      if (choices === null) return;
      if (choices.display === 'inline') inlineWanted = true;
      let current = await latest;
      if (current === null || current.error !== null) {
        latest = make();
        current = await latest;
      }
      current?.open();
    },
  };
}
