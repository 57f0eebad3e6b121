// The frame's only way to speak: each message made strict, checked against the protocol, and
// posted to the parent's origin.
import type { Item } from '../api/schemas/item.js';
import { checkFrameMessage, envelop, type FrameMessageBody } from '../contract/protocol.js';

type ItemSchema = typeof Item;
/** The schema is in the engine chunk, which is loading anyway: only the flow, which needs it, makes items. */
const loadItemSchema = (): Promise<ItemSchema> => import('../api/schemas/item.js').then((module) => module.Item);

export type ParentWindow = Pick<Window, 'postMessage'>;
export type Post = (body: FrameMessageBody) => void;

/** The item as the interface defines it: the frame holds the schemas, so nothing else leaves with it. */
function strictItems(body: FrameMessageBody, Item: ItemSchema | null): FrameMessageBody | null {
  if (!carriesItem(body)) return body;
  if (Item === null) return null;
  if (body.type === 'success') {
    const item = Item.safeParse(body.item);
    return item.success ? { ...body, item: item.data } : null;
  }
  if (body.type === 'error' && body.error.data?.item !== undefined) {
    const item = Item.safeParse(body.error.data.item);
    return item.success ? { ...body, error: { ...body.error, data: { item: item.data } } } : null;
  }
  return body;
}

const carriesItem = (body: FrameMessageBody): boolean => body.type === 'success' || (body.type === 'error' && body.error.data?.item !== undefined);

/**
 * Messages go out checked, so only the fields the protocol allows leave the frame (an item's or an
 * error's extra keys stay here) and the host never receives one it would have to ignore.
 */
export function createPoster(parent: ParentWindow, parentOrigin: string, channel: string, itemSchema = loadItemSchema): Post {
  let schema: ItemSchema | null = null;
  // Messages behind one that waits for the schema wait too: the host hears them in order.
  let waiting: FrameMessageBody[] | null = [];
  const send = (body: FrameMessageBody) => {
    const strict = strictItems(body, schema);
    const checked = strict && checkFrameMessage(envelop(channel, strict), channel);
    if (checked) parent.postMessage(checked, parentOrigin);
  };
  const flush = () => {
    const queued = waiting ?? [];
    waiting = null;
    for (const body of queued) send(body);
  };
  itemSchema().then((loaded) => {
    schema = loaded;
    flush();
  }, flush);
  return (body) => {
    if (waiting !== null && (waiting.length > 0 || carriesItem(body))) waiting.push(body);
    else send(body);
  };
}
