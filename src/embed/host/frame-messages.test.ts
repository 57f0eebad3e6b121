// @vitest-environment jsdom
// Only our own iframe, on the widget origin, on our channel, with a well-formed message is believed.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '../../api/schemas/item.js';
import { connectModal, destroyAll, polyfillBrowser } from '../testing/host-test-kit.js';
import type { FakeFrame } from '../testing/host-test-kit.js';

beforeAll(polyfillBrowser);
afterEach(destroyAll);

type Tamper = (frame: FakeFrame) => { origin?: string; source?: unknown; data?: unknown };

const READY = { ns: 'ponte', v: 1, type: 'ready', versions: [1] };

const tampering: [string, Tamper][] = [
  ['another origin', () => ({ origin: 'https://evil.example' })],
  ['the widget host over http', () => ({ origin: 'http://widget.example' })],
  ['a subdomain of the widget host', () => ({ origin: 'https://a.widget.example' })],
  ['the host window itself as source', () => ({ source: window })],
  ['another window as source', () => ({ source: { postMessage() {} } })],
  ['no source', () => ({ source: null })],
  ['another channel', () => ({ data: { ...READY, channel: 'another-channel-0001' } })],
  ['no channel', () => ({ data: READY })],
  ['another namespace', (frame) => ({ data: { ...READY, channel: frame.channel, ns: 'other' } })],
  ['another protocol version', (frame) => ({ data: { ...READY, channel: frame.channel, v: 2 } })],
  ['an unknown type', (frame) => ({ data: { ...READY, channel: frame.channel, type: 'hello' } })],
  ['a missing field', (frame) => ({ data: { ns: 'ponte', v: 1, channel: frame.channel, type: 'ready' } })],
  ['a string', () => ({ data: 'ready' })],
  ['null', () => ({ data: null })],
];

describe('the host ignores', () => {
  it.each(tampering)('a ready from %s: no init is sent', (_label, tamper) => {
    const { frame } = connectModal();
    frame.send({ type: 'ready', versions: [1] }, tamper(frame));
    expect(frame.posted()).toEqual([]);
    // The real frame is still answered afterwards.
    frame.send({ type: 'ready', versions: [1] });
    expect(frame.types()).toEqual(['init']);
  });

  it.each(tampering.slice(0, 8))('a success or close from %s once the widget is open', (_label, tamper) => {
    const { handle, frame, calls } = connectModal();
    frame.handshake();
    handle.open();
    const item = { id: 'item-1' } as unknown as Item;
    const forged = tamper(frame);
    frame.send({ type: 'success', item }, forged);
    frame.send({ type: 'close', reason: 'done' }, forged);
    frame.send({ type: 'token-request', requestId: 'request-0001' }, forged);
    expect(calls.onSuccess).not.toHaveBeenCalled();
    expect(calls.onClose).not.toHaveBeenCalled();
    expect(frame.types()).toEqual(['init', 'open']);
  });

  it('a close reason only the host may give', () => {
    const { handle, frame, calls } = connectModal();
    frame.handshake();
    handle.open();
    frame.send({ type: 'close', reason: 'user' }, { data: { ns: 'ponte', v: 1, channel: frame.channel, type: 'close', reason: 'destroy' } });
    expect(calls.onClose).not.toHaveBeenCalled();
  });
});
