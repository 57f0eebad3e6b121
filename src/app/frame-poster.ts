// The frame's only way to speak: each message made strict, checked against the protocol, and
// posted to the parent's origin.
import { envelop } from '../contract/envelope.js';
import type { FrameMessageBody } from '../contract/protocol.js';
import type * as OutgoingChecks from './outgoing-checks.js';

type Checks = typeof OutgoingChecks;
/** The checks are in the engine chunk, which is loading anyway: only `ready` goes out before it. */
const loadChecks = (): Promise<Checks> => import('./outgoing-checks.js');

export type ParentWindow = Pick<Window, 'postMessage'>;
export type Post = (body: FrameMessageBody) => void;

/** Checks that did not load cannot vouch for an item: such a message stays here. */
const carriesItem = (body: FrameMessageBody): boolean => body.type === 'success' || (body.type === 'error' && body.error.data?.item !== undefined);

/**
 * Messages go out checked, so only the fields the protocol allows leave the frame (an item's or an
 * error's extra keys stay here) and the host never receives one it would have to ignore. `ready`,
 * the content-free handshake, goes at once; the others wait, in order, for the checks.
 */
export function createPoster(parent: ParentWindow, parentOrigin: string, channel: string, checks = loadChecks): Post {
  let loaded: Checks | null = null;
  let waiting: FrameMessageBody[] | null = [];
  const send = (body: FrameMessageBody) => {
    if (loaded === null) {
      // The checks could not load (nor could the widget): what the frame itself says still goes,
      // nothing that carries an item does.
      if (!carriesItem(body)) parent.postMessage(envelop(channel, body), parentOrigin);
      return;
    }
    const checked = loaded.checkOutgoing(body, channel);
    if (checked) parent.postMessage(checked, parentOrigin);
  };
  const flush = () => {
    const queued = waiting ?? [];
    waiting = null;
    for (const body of queued) send(body);
  };
  checks().then((module) => {
    loaded = module;
    flush();
  }, flush);
  return (body) => {
    if (body.type === 'ready') parent.postMessage(envelop(channel, body), parentOrigin);
    else if (waiting !== null) waiting.push(body);
    else send(body);
  };
}
