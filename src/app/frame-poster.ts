// The frame's only way to speak: each message made strict, checked against the protocol, and
// posted to the parent's origin.
import { Item } from '../api/schemas/item.js';
import { checkFrameMessage, envelop, type FrameMessageBody } from '../contract/protocol.js';

export type ParentWindow = Pick<Window, 'postMessage'>;
export type Post = (body: FrameMessageBody) => void;

/** The item as the interface defines it: the frame holds the schemas, so nothing else leaves with it. */
function strictItems(body: FrameMessageBody): FrameMessageBody | null {
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

/**
 * Messages go out checked, so only the fields the protocol allows leave the frame (an item's or an
 * error's extra keys stay here) and the host never receives one it would have to ignore.
 */
export function createPoster(parent: ParentWindow, parentOrigin: string, channel: string): Post {
  return (body) => {
    const strict = strictItems(body);
    const checked = strict && checkFrameMessage(envelop(channel, strict), channel);
    if (checked) parent.postMessage(checked, parentOrigin);
  };
}
