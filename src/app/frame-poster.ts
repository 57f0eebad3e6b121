// The frame's only way to speak: each message checked against the protocol, posted to the parent's origin.
import { FrameMessage, envelop } from '../embed/protocol.js';
import type { FrameMessageBody } from '../embed/protocol.js';

export type ParentWindow = Pick<Window, 'postMessage'>;
export type Post = (body: FrameMessageBody) => void;

/**
 * Messages go out parsed, so only the fields the protocol allows leave the frame (an item's or an
 * error's extra keys stay here) and the host never receives one it would have to ignore.
 */
export function createPoster(parent: ParentWindow, parentOrigin: string, channel: string): Post {
  return (body) => {
    const checked = FrameMessage.safeParse(envelop(channel, body));
    if (checked.success) parent.postMessage(checked.data, parentOrigin);
  };
}
