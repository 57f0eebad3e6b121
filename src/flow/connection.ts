// What the flow is connecting: the institution the user chose and the item made for it. Each
// move that changes them is named here, so who sets what can be read in one place.
import type { Connector, Item } from '../api/schemas/index.js';

export type Connection = {
  readonly connector: Connector | undefined;
  readonly item: Item | undefined;
  /** The user chose an institution; another one than before forgets the item made for the last. Answers whether it changed. */
  choose(connector: Connector): boolean;
  /** The item as the API last answered. */
  track(item: Item): void;
  /** The item is gone server-side (a 404), or left waiting by the user: the next submit makes a new one for the same institution. */
  forget(): void;
  /** An item the flow resumes (update mode, a same-window OAuth return), and its institution. */
  resume(item: Item, connector: Connector): void;
};

export function createConnection(): Connection {
  let connector: Connector | undefined;
  let item: Item | undefined;
  return {
    get connector() {
      return connector;
    },
    get item() {
      return item;
    },
    choose(next) {
      const changed = connector?.id !== next.id;
      if (changed) item = undefined;
      connector = next;
      return changed;
    },
    track(next) {
      item = next;
    },
    forget() {
      item = undefined;
    },
    resume(next, of) {
      item = next;
      connector = of;
    },
  };
}
