// Property-based: whatever arrives by postMessage (random, truncated, oversized, prototype-polluting,
// of another version or channel, from another origin or window), each side's guard believes only
// what the protocol defines, hands back a copy holding protocol fields only, never throws, and
// never touches Object.prototype.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFrameMessage, receiveFromFrame } from './frame-messages.js';
import { checkHostMessage, envelop, PROTOCOL_NS, PROTOCOL_VERSION, randomId, receiveFromHost } from './protocol.js';

const CHANNEL = randomId();
const ORIGIN = 'https://shop.example';
const PARENT = { name: 'the expected window' };
const RUNS = { numRuns: 400, seed: 20261124 };

const FRAME_TYPES = ['ready', 'initialized', 'open', 'event', 'success', 'error', 'resize', 'token-request', 'close'];
const HOST_TYPES = ['init', 'open', 'close', 'token-response'];
const DANGEROUS_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

/** Keys an attacker would pick: the protocol's own, the ones that reach prototypes, and any. */
const key = fc.oneof(
  fc.constantFrom(...DANGEROUS_KEYS, 'ns', 'v', 'channel', 'type', 'item', 'error', 'event', 'options', 'connectToken', 'requestId'),
  fc.string({ maxLength: 12 }),
);
const value = fc.anything({ key, maxDepth: 3, withNullPrototype: true, withObjectString: true, withBoxedValues: true, withSparseArray: true });
const huge = fc.integer({ min: 8_000, max: 70_000 }).map((length) => 'x'.repeat(length));

/** Envelopes close to valid: the right namespace, version and channel most of the time, a real type, hostile fields. */
const nearlyValid = (types: readonly string[]) =>
  fc
    .record({
      ns: fc.oneof(fc.constant(PROTOCOL_NS), value),
      v: fc.oneof(fc.constant(PROTOCOL_VERSION), fc.constantFrom(0, 2, '1', 1.5)),
      channel: fc.oneof(fc.constant(CHANNEL), fc.string(), huge),
      type: fc.oneof(fc.constantFrom(...types), fc.constantFrom(...DANGEROUS_KEYS), fc.string()),
      fields: fc.dictionary(key, fc.oneof(value, huge), { maxKeys: 6 }),
    })
    .map(({ fields, ...envelope }) => ({ ...fields, ...envelope }));

/** The same, as JSON.parse builds it: `__proto__` as an own key, as a structured clone would carry it. */
const parsedFromJson = (types: readonly string[]) =>
  fc
    .tuple(nearlyValid(types), fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }))
    .map(([message, polluting]) => JSON.parse(JSON.stringify(message).replace(/^\{/, `{"__proto__":${JSON.stringify(polluting)},`)) as unknown);

const anyData = (types: readonly string[]) => fc.oneof(value, nearlyValid(types), parsedFromJson(types));

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
const cleanPrototype = prototypeKeys();
afterEach(() => {
  expect(prototypeKeys()).toEqual(cleanPrototype);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

/** A believed message is a plain copy: no prototype tricks, only JSON-able protocol data, checked again the same. */
function expectProtocolCopy(believed: object, original: unknown, recheck: (data: unknown) => unknown): void {
  expect(believed).not.toBe(original);
  expect(Object.getPrototypeOf(believed)).toBe(Object.prototype);
  expect(Object.hasOwn(believed, '__proto__')).toBe(false);
  expect(JSON.parse(JSON.stringify(believed))).toEqual(believed);
  expect(recheck(believed)).toEqual(believed);
}

describe.each([
  { side: 'the frame, of host messages', types: HOST_TYPES, check: checkHostMessage, receive: receiveFromHost },
  { side: 'the host, of frame messages', types: FRAME_TYPES, check: checkFrameMessage, receive: receiveFromFrame },
])('$side', ({ types, check, receive }) => {
  it('never throws, and believes only protocol fields, as a fresh copy', () => {
    fc.assert(
      fc.property(anyData(types), (data) => {
        const believed = check(data, CHANNEL);
        if (believed !== null) expectProtocolCopy(believed, data, (again) => check(again, CHANNEL));
      }),
      RUNS,
    );
  });

  it('believes nothing from another origin or another window, whatever it says', () => {
    fc.assert(
      fc.property(
        anyData(types),
        fc.oneof(
          fc.constant('https://evil.example'),
          fc.constant('https://shop.example:8443'),
          fc.constant('null'),
          fc.webUrl().map((url) => new URL(url).origin),
        ),
        fc.boolean(),
        (data, origin, sameWindow) => {
          fc.pre(origin !== ORIGIN);
          expect(
            receive({ data, origin, source: sameWindow ? PARENT : { name: 'a stranger' } } as never, {
              source: PARENT,
              origin: ORIGIN,
              channel: CHANNEL,
            }),
          ).toBeNull();
          expect(
            receive({ data, origin: ORIGIN, source: { name: 'a stranger' } } as never, { source: PARENT, origin: ORIGIN, channel: CHANNEL }),
          ).toBeNull();
        },
      ),
      RUNS,
    );
  });

  it.each([
    { case: 'another version', tamper: { v: 2 } },
    { case: 'another channel', tamper: { channel: randomId() } },
    { case: 'another namespace', tamper: { ns: 'other' } },
    { case: 'no channel', tamper: { channel: undefined } },
  ])('believes no message of $case, whatever its type', ({ tamper }) => {
    for (const type of types) expect(check({ ...envelop(CHANNEL, { type }), ...tamper }, CHANNEL)).toBeNull();
  });
});

/** Valid messages of each side, as a sender would make them. */
const VALID = {
  host: [
    { type: 'init', options: { language: 'en' }, connectToken: 'eyJ.token', canRefreshToken: true, display: 'inline' },
    { type: 'open' },
    { type: 'close', reason: 'host' },
    { type: 'token-response', requestId: randomId(), ok: true, token: 'eyJ.fresh' },
  ],
  frame: [
    { type: 'ready', versions: [1] },
    { type: 'event', event: { event: 'OPEN', timestamp: 1, sessionId: 's1' } },
    { type: 'success', item: { id: 'item-1', status: 'UPDATED' } },
    { type: 'error', error: { code: 'NETWORK', message: 'offline' } },
    { type: 'resize', height: 420 },
    { type: 'close', reason: 'done' },
  ],
} as const;

/** What each message type may hold once believed: the envelope and the fields its type defines. */
const FIELDS: Record<string, readonly string[]> = {
  init: ['options', 'connectToken', 'canRefreshToken', 'display'],
  open: [],
  close: ['reason'],
  'token-response': ['requestId', 'ok', 'token', 'message'],
  ready: ['versions'],
  event: ['event'],
  success: ['item'],
  error: ['error'],
  resize: ['height'],
};

describe.each([
  { side: 'the frame', valid: VALID.host, check: checkHostMessage },
  { side: 'the host', valid: VALID.frame, check: checkFrameMessage },
])('$side, given valid messages carrying hostile extra fields', ({ valid, check }) => {
  it('believes them, without the extra fields, the prototype-polluting ones included', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...valid),
        fc.dictionary(fc.oneof(fc.constantFrom(...DANGEROUS_KEYS), fc.string({ maxLength: 8 })), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
        (body, extra) => {
          const json = JSON.stringify({ ...extra, ...envelop(CHANNEL, body as { type: string }) });
          const data: unknown = JSON.parse(json.replace(/^\{/, '{"__proto__":{"polluted":true},'));
          const believed = check(data, CHANNEL);
          expect(believed).not.toBeNull();
          if (believed === null) return;
          expectProtocolCopy(believed, data, (again) => check(again, CHANNEL));
          const allowed = ['ns', 'v', 'channel', 'type', ...(FIELDS[body.type] ?? [])];
          expect(Object.keys(believed).filter((name) => !allowed.includes(name))).toEqual([]);
        },
      ),
      RUNS,
    );
  });
});

describe('oversized and truncated messages', () => {
  it.each([
    {
      case: 'an init with a 70 KB token',
      data: envelop(CHANNEL, { type: 'init', options: {}, connectToken: 'x'.repeat(70_000), canRefreshToken: false, display: 'modal' }),
      check: checkHostMessage,
    },
    {
      case: 'an init cut before its display',
      data: envelop(CHANNEL, { type: 'init', options: {}, connectToken: 't', canRefreshToken: false } as never),
      check: checkHostMessage,
    },
    {
      case: 'a token response whose id is 10 KB',
      data: envelop(CHANNEL, { type: 'token-response', requestId: 'a'.repeat(10_000), ok: true, token: 't' }),
      check: checkHostMessage,
    },
    { case: 'a resize to a huge string', data: envelop(CHANNEL, { type: 'resize', height: 'x'.repeat(50_000) } as never), check: checkFrameMessage },
    { case: 'a success without its item', data: envelop(CHANNEL, { type: 'success' } as never), check: checkFrameMessage },
    {
      case: 'an error with a code not in the list',
      data: envelop(CHANNEL, { type: 'error', error: { code: 'PWNED', message: 'x' } } as never),
      check: checkFrameMessage,
    },
  ])('believes not $case', ({ data, check }) => {
    expect(check(data, CHANNEL)).toBeNull();
  });
});
