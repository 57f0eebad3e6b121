import { describe, expect, it } from 'vitest';
import { receiveFromFrame } from './frame-messages.js';
import { commonVersion, envelop, frameUrl, readFrameAddress, receiveFromHost, randomId } from './protocol.js';
import { item as sampleItem } from '../api/testing/fixtures.js';

const CHANNEL = 'c0ffee00c0ffee00c0ffee00c0ffee00';
const WIDGET = 'https://widget.example';
const HOST = 'https://shop.example';
const frameWindow = { name: 'the iframe' };
const parentWindow = { name: 'the parent' };
const strangerWindow = { name: 'another window' };

const item = sampleItem({ id: 'item-1', status: 'UPDATED', executionStatus: 'SUCCESS' });

const fromFrame = (data: unknown, origin = WIDGET, source: unknown = frameWindow) =>
  receiveFromFrame({ data, origin, source: source as MessageEventSource }, { source: frameWindow, origin: WIDGET, channel: CHANNEL });
const fromHost = (data: unknown, origin = HOST, source: unknown = parentWindow) =>
  receiveFromHost({ data, origin, source: source as MessageEventSource }, { source: parentWindow, origin: HOST, channel: CHANNEL });

describe('frame → host messages', () => {
  it.each([
    ['ready', { type: 'ready', versions: [1] }],
    ['initialized', { type: 'initialized' }],
    ['open', { type: 'open' }],
    [
      'event',
      { type: 'event', event: { event: 'SELECTED_INSTITUTION', timestamp: 1, sessionId: 's1', connectorId: 0, connectorName: 'Sandbox Bank' } },
    ],
    ['success', { type: 'success', item }],
    ['error', { type: 'error', error: { code: 'ITEM_ERROR', message: 'The bank refused the login.', data: { item } } }],
    ['error naming an option', { type: 'error', error: { code: 'INVALID_OPTIONS', message: 'Invalid option "theme".', option: 'theme' } }],
    ['resize', { type: 'resize', height: 640 }],
    ['token request', { type: 'token-request', requestId: 'r0000000r0000000' }],
    ['close by the user', { type: 'close', reason: 'user' }],
    ['close when done', { type: 'close', reason: 'done' }],
    ['close by Escape', { type: 'close', reason: 'escape' }],
  ])('accepts %s', (_name, body) => {
    expect(fromFrame(envelop(CHANNEL, body))).toMatchObject(body);
  });

  it.each([
    ['an unknown type', { ns: 'ponte', v: 1, channel: CHANNEL, type: 'hello' }],
    ['another namespace', { ns: 'other', v: 1, channel: CHANNEL, type: 'open' }],
    ['a newer version', { ns: 'ponte', v: 2, channel: CHANNEL, type: 'open' }],
    ['no version', { ns: 'ponte', channel: CHANNEL, type: 'open' }],
    ['another channel', envelop('ffffffffffffffff', { type: 'open' })],
    ['a string', 'ponte:open'],
    ['null', null],
    ['an unknown event name', envelop(CHANNEL, { type: 'event', event: { event: 'PASSWORD_TYPED', timestamp: 1, sessionId: 's1' } })],
    ['an event without its session', envelop(CHANNEL, { type: 'event', event: { event: 'OPEN', timestamp: 1 } })],
    ['an unknown error code', envelop(CHANNEL, { type: 'error', error: { code: 'NOPE', message: 'x' } })],
    ['a success without an item', envelop(CHANNEL, { type: 'success' })],
    ['a success whose item has no id', envelop(CHANNEL, { type: 'success', item: { ...item, id: undefined } })],
    ['a negative height', envelop(CHANNEL, { type: 'resize', height: -1 })],
    ['a close reason only the host may give', envelop(CHANNEL, { type: 'close', reason: 'destroy' })],
    ['a handshake with no versions', envelop(CHANNEL, { type: 'ready', versions: [] })],
    ['a host message', envelop(CHANNEL, { type: 'init', options: {}, connectToken: 't', canRefreshToken: false, display: 'modal' })],
  ])('ignores %s', (_name, data) => {
    expect(fromFrame(data)).toBeNull();
  });

  it('keeps only the fields the protocol names, and refuses a named field of the wrong kind', () => {
    const event = { event: 'SELECTED_INSTITUTION', timestamp: 1, sessionId: 's1', connectorId: 0, password: 'hunter2' };
    expect(fromFrame(envelop(CHANNEL, { type: 'event', event }))).toEqual(
      envelop(CHANNEL, { type: 'event', event: { event: 'SELECTED_INSTITUTION', timestamp: 1, sessionId: 's1', connectorId: 0 } }),
    );
    const error = { code: 'ITEM_ERROR', message: 'x', stack: 'at y', data: { item, cookie: 'z' } };
    expect(fromFrame(envelop(CHANNEL, { type: 'error', error }))).toEqual(
      envelop(CHANNEL, { type: 'error', error: { code: 'ITEM_ERROR', message: 'x', data: { item } } }),
    );
    expect(fromFrame(envelop(CHANNEL, { type: 'event', event: { ...event, connectorId: '0' } }))).toBeNull();
    expect(fromFrame(envelop(CHANNEL, { type: 'error', error: { ...error, option: 7 } }))).toBeNull();
    expect(fromFrame(envelop(CHANNEL, { type: 'error', error: { ...error, data: 'item' } }))).toBeNull();
  });

  it.each([
    ['a foreign origin', 'https://evil.example', frameWindow],
    ['the host page itself', HOST, frameWindow],
    ['another window on the widget origin', WIDGET, strangerWindow],
    ['no window at all', WIDGET, null],
  ])('ignores a well-formed message from %s', (_name, origin, source) => {
    expect(fromFrame(envelop(CHANNEL, { type: 'open' }), origin, source)).toBeNull();
  });

  it('believes nothing before the iframe has a window', () => {
    const event = { data: envelop(CHANNEL, { type: 'open' }), origin: WIDGET, source: null };
    expect(receiveFromFrame(event, { source: null, origin: WIDGET, channel: CHANNEL })).toBeNull();
  });
});

describe('host → frame messages', () => {
  const init = { type: 'init', options: { includeSandbox: true }, connectToken: 'eyJ.token', canRefreshToken: true, display: 'modal' };

  it.each([
    ['init', init],
    ['open', { type: 'open' }],
    ['close', { type: 'close', reason: 'destroy' }],
    ['a token answer', { type: 'token-response', requestId: 'r0000000r0000000', ok: true, token: 'eyJ.fresh' }],
    ['a token failure', { type: 'token-response', requestId: 'r0000000r0000000', ok: false, message: 'no session' }],
  ])('accepts %s', (_name, body) => {
    expect(fromHost(envelop(CHANNEL, body))).toMatchObject(body);
  });

  it.each([
    ['an init without a token', envelop(CHANNEL, { ...init, connectToken: '' })],
    ['an init with an unknown display', envelop(CHANNEL, { ...init, display: 'popup' })],
    ['an init whose options are not an object', envelop(CHANNEL, { ...init, options: 'includeSandbox' })],
    ['a newer version', { ...envelop(CHANNEL, init), v: 2 }],
    ['another channel', envelop('0123456789abcdef0123', init)],
    ['a frame message', envelop(CHANNEL, { type: 'success', item })],
  ])('ignores %s', (_name, data) => {
    expect(fromHost(data)).toBeNull();
  });

  it.each([
    ['a foreign origin', 'https://evil.example', parentWindow],
    ['the widget origin (a sibling frame)', WIDGET, parentWindow],
    ['another window on the host origin', HOST, strangerWindow],
  ])('ignores an init from %s', (_name, origin, source) => {
    expect(fromHost(envelop(CHANNEL, init), origin, source)).toBeNull();
  });
});

describe('versions', () => {
  it.each([
    [[1], 1],
    [[3, 2, 1], 1],
    [[2], null],
    [[], null],
  ])('with a frame speaking %j the host uses %s', (theirs, expected) => {
    expect(commonVersion(theirs)).toBe(expected);
  });
});

describe('the frame address', () => {
  it('round-trips the host origin and channel through the fragment, never the query', () => {
    const url = frameUrl(`${WIDGET}/app/`, HOST, CHANNEL);
    expect(new URL(url).search).toBe('');
    expect(readFrameAddress(new URL(url).hash)).toEqual({ parentOrigin: HOST, channel: CHANNEL });
  });

  it.each([
    ['no origin', `#channel=${CHANNEL}`],
    ['no channel', `#origin=${encodeURIComponent(HOST)}`],
    ['a short channel', `#origin=${encodeURIComponent(HOST)}&channel=abc`],
    ['an origin with a path', `#origin=${encodeURIComponent(`${HOST}/page`)}&channel=${CHANNEL}`],
    ['a javascript: origin', `#origin=${encodeURIComponent('javascript:alert(1)')}&channel=${CHANNEL}`],
    ['the wildcard', `#origin=*&channel=${CHANNEL}`],
    ['an origin with credentials', `#origin=${encodeURIComponent('https://a:b@shop.example')}&channel=${CHANNEL}`],
  ])('refuses %s', (_name, hash) => {
    expect(readFrameAddress(hash)).toBeNull();
  });

  it('makes channels that are unguessable and fit the schema', () => {
    const ids = new Set(Array.from({ length: 50 }, randomId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
