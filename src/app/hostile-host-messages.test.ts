// @vitest-environment jsdom
// Property-based, on the frame's bridge: hostile messages from the parent's origin (random,
// prototype-polluting, of another channel or version) or from anywhere else mount no widget, post
// nothing but the handshake, and throw nothing; after dispose, nothing at all.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkHostMessage, envelop, randomId } from '../contract/protocol.js';
import { parseOptions } from '../embed/options.js';
import { type Callbacks, createBridge } from './bridge.js';
import { standInWidget } from './testing/stand-in-widget.js';
import type { Bridge } from './bridge.js';

const PARENT_ORIGIN = 'https://shop.example';
const RUNS = { numRuns: 150, seed: 20261124 };
const key = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'ns', 'v', 'channel', 'type', 'options', 'connectToken', 'display', 'requestId'),
  fc.string({ maxLength: 8 }),
);
const junk = fc.anything({ key, maxDepth: 3, withNullPrototype: true });
const forged = fc
  .tuple(fc.constantFrom('init', 'open', 'close', 'token-response', '__proto__', 'toString'), fc.dictionary(key, junk, { maxKeys: 5 }))
  .map(([type, fields]) => ({ ...fields, type }));

class StandIn extends HTMLElement {}
customElements.define('hostile-stand-in', StandIn);

const bridges: Bridge[] = [];
afterEach(() => {
  for (const bridge of bridges.splice(0)) bridge.dispose();
  document.body.replaceChildren();
});

function start() {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const parent = iframe.contentWindow as Window;
  const posted: string[] = [];
  vi.spyOn(parent, 'postMessage').mockImplementation((message: unknown) => {
    posted.push(String((message as { type?: unknown }).type));
  });
  const channel = randomId();
  const bridge = createBridge({
    window,
    parent,
    parentOrigin: PARENT_ORIGIN,
    channel,
    loadElement: async () => (callbacks: Callbacks) => standInWidget(new StandIn())(callbacks),
    checkOptions: async (input) => parseOptions(input),
    // No content heights: what is posted is the answer to what was received.
    observeHeight: () => () => {},
  });
  bridges.push(bridge);
  const send = (data: unknown, origin = PARENT_ORIGIN, source: unknown = parent) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource }));
  return { bridge, channel, posted, send, parent };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const widgets = () => document.querySelectorAll('hostile-stand-in').length;

describe('the frame under hostile messages from its parent', () => {
  it('mounts nothing and answers nothing for what the protocol does not believe, and never throws', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(junk, forged), async (body) => {
        const { channel, posted, send } = start();
        const data = typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...envelop(channel, { type: 'open' }), ...body } : body;
        expect(() => send(data)).not.toThrow();
        await settle();
        if (checkHostMessage(data, channel) === null) {
          expect(posted).toEqual(['ready']);
          expect(widgets()).toBe(0);
        }
        bridges.pop()?.dispose();
        document.body.replaceChildren();
      }),
      RUNS,
    );
  });

  it.each([
    { case: 'another origin', origin: 'https://evil.example', stranger: false },
    { case: 'another window of the parent origin', origin: PARENT_ORIGIN, stranger: true },
  ])('believes no init from $case, valid as it may be', async ({ origin, stranger }) => {
    const { channel, posted, send } = start();
    const init = envelop(channel, {
      type: 'init',
      options: { language: 'en', apiUrl: 'https://api.example' },
      connectToken: 'eyJ.token',
      canRefreshToken: false,
      display: 'modal',
    });
    send(init, origin, stranger ? window : undefined);
    await settle();
    expect(posted).toEqual(['ready']);
    expect(widgets()).toBe(0);
    // The same init from the parent is believed: the refusals above are for where it came from alone.
    send(init);
    await settle();
    expect(posted).toEqual(['ready', 'initialized']);
  });

  it('after dispose, a valid init and open from the parent do nothing', async () => {
    const { bridge, channel, posted, send } = start();
    bridge.dispose();
    send(envelop(channel, { type: 'init', options: {}, connectToken: 'eyJ.token', canRefreshToken: false, display: 'modal' }));
    send(envelop(channel, { type: 'open' }));
    await settle();
    expect(posted).toEqual(['ready']);
    expect(widgets()).toBe(0);
  });
});
