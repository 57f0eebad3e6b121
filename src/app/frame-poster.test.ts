// The frame's poster: the handshake goes at once, everything else in order once the checks are in,
// holding only the protocol's fields; without the checks, nothing that carries an item leaves.
import { describe, expect, it } from 'vitest';
import { createPoster } from './frame-poster.js';
import * as checks from './outgoing-checks.js';

const ORIGIN = 'https://shop.example';
const CHANNEL = 'channel-0123456789';
const ITEM = { id: 'item-1', status: 'UPDATED', executionStatus: 'SUCCESS' };

function poster(load: () => Promise<typeof checks>) {
  const sent: { message: unknown; origin: string }[] = [];
  const post = createPoster({ postMessage: (message: unknown, origin: string) => sent.push({ message, origin }) } as never, ORIGIN, CHANNEL, load);
  const types = () => sent.map(({ message }) => (message as { type: string }).type);
  return { post, sent, types };
}

describe('createPoster', () => {
  it('sends ready at once and the rest in order once the checks are in, to the parent origin only', async () => {
    let arrive: (value: typeof checks) => void = () => {};
    const { post, sent, types } = poster(() => new Promise((resolve) => (arrive = resolve)));
    post({ type: 'ready', versions: [1] });
    post({ type: 'initialized' });
    post({ type: 'success', item: { ...ITEM, internal: 'stays here' } as never });
    expect(types()).toEqual(['ready']);
    arrive(checks);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(types()).toEqual(['ready', 'initialized', 'success']);
    expect(sent[2]?.message).toMatchObject({ item: ITEM });
    expect(sent[2]?.message).not.toHaveProperty('item.internal');
    expect(new Set(sent.map(({ origin }) => origin))).toEqual(new Set([ORIGIN]));
  });

  it('without the checks still says what the frame itself says, never an item', async () => {
    const { post, types } = poster(() => Promise.reject(new Error('chunk failed')));
    post({ type: 'success', item: ITEM as never });
    post({ type: 'error', error: { code: 'FRAME_UNAVAILABLE', message: 'The widget could not load.' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(types()).toEqual(['error']);
  });
});
