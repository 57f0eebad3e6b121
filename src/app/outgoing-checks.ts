// What the frame checks its own messages with before they leave, loaded with the engine chunk beside
// the first screen: an item goes out as the interface's Item schema reads it, and the whole message
// through the protocol's frame → host guards, so only the fields the protocol allows leave.
import { Item } from '../api/schemas/item.js';
import { checkFrameMessage } from '../contract/frame-messages.js';
import { envelop } from '../contract/envelope.js';
import type { FrameMessage, FrameMessageBody } from '../contract/protocol.js';

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

/** The message as it may leave, or null when it may not. */
export function checkOutgoing(body: FrameMessageBody, channel: string): FrameMessage | null {
  const strict = strictItems(body);
  return strict && checkFrameMessage(envelop(channel, strict), channel);
}
