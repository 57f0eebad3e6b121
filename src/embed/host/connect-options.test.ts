// @vitest-environment jsdom
// createConnect's options: the element's options plus the host's, each bad one named.
import { describe, expect, it } from 'vitest';
import { parseConnectOptions } from './connect-options.js';

const BASE = { connectToken: 'eyJ.token.sig', apiUrl: 'https://api.example', widgetUrl: 'https://widget.example/' };

describe('parseConnectOptions', () => {
  it.each<[string, Record<string, unknown>]>([
    ['the required options alone', {}],
    ['inline display with a container', { display: 'inline', container: document.createElement('div') }],
    ['a nonce', { nonce: 'r4nd0m+/base64==' }],
    ['host callbacks', { onReady: () => {}, onClose: () => {}, onHide: () => {}, onError: () => {}, fetchConnectToken: async () => 't' }],
    ['widget options', { includeSandbox: true, language: 'en', connectorIds: [0, 600] }],
  ])('accepts %s', (_label, extra) => {
    const result = parseConnectOptions({ ...BASE, ...extra });
    expect(result).toEqual({ ok: true, options: { display: 'modal', ...BASE, ...extra } });
  });

  it.each<[string, unknown, RegExp]>([
    ['widgetUrl', { ...BASE, widgetUrl: undefined }, /"widgetUrl": is required/],
    ['widgetUrl', { ...BASE, widgetUrl: 'javascript:alert(1)' }, /http\(s\) URL/],
    ['widgetUrl', { ...BASE, widgetUrl: 'https://user:pass@widget.example/' }, /http\(s\) URL/],
    ['display', { ...BASE, display: 'popup' }, /one of modal, inline/],
    ['container', { ...BASE, display: 'inline' }, /required when display is "inline"/],
    ['container', { ...BASE, display: 'inline', container: '#here' }, /an HTMLElement/],
    ['nonce', { ...BASE, nonce: "'nonce-abc'" }, /CSP nonce/],
    ['onClose', { ...BASE, onClose: 'close()' }, /a function/],
    ['onReady', { ...BASE, onReady: true }, /a function/],
    ['connectToken', { ...BASE, connectToken: undefined }, /is required/],
    ['options', 'eyJ.token', /expected an object/],
    ['options', null, /expected an object/],
    ['onSuccess', { ...BASE, onSuccess: 'done()' }, /a function/],
    ['onHide', { ...BASE, onHide: 1 }, /a function/],
    ['apiUrl', { ...BASE, apiUrl: undefined }, /is required/],
    // What cannot cross postMessage is refused here, by name: a misspelt callback too.
    ['onSucess', { ...BASE, onSucess: () => {} }, /plain data/],
    ['openFinanceParameters', { ...BASE, openFinanceParameters: { cpf: () => '529.982.247-25' } }, /plain data/],
    ['clientName', { ...BASE, clientName: Symbol('name') }, /plain data/],
  ])('names %s when it is wrong', (option, input, message) => {
    const result = parseConnectOptions(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'INVALID_OPTIONS', option });
    expect(result.error.message).toMatch(message);
  });

  // The frame checks every value against the element's rules and answers a bad one by name
  // before `initialized`; the host runtime ships no copy of them.
  it.each<[string, unknown]>([
    ['primaryColor', 'red; background: url(x)'],
    ['connectorTypes', ['not a type']],
    ['openFinanceParameters', { cpf: '123' }],
    ['apiUrl', 'ftp://api.example'],
    ['includeSandbox', 'yes'],
    ['connectorIds', [1, -2]],
    ['language', 42],
    ['clientLogoUrl', 'javascript:alert(1)'],
    ['allowConnectInBackground', true],
  ])('leaves the format of %s to the frame', (option, value) => {
    expect(parseConnectOptions({ ...BASE, [option]: value })).toMatchObject({ ok: true, options: { [option]: value } });
  });

  it('takes defaults only for what the page left out', () => {
    const { widgetUrl: _left, ...withoutUrl } = BASE;
    const defaults = { widgetUrl: 'https://cdn.example/ponte/', nonce: 'ZGVmYXVsdA==' };
    const filled = parseConnectOptions(withoutUrl, defaults);
    expect(filled.ok && [filled.options.widgetUrl, filled.options.nonce]).toEqual(['https://cdn.example/ponte/', 'ZGVmYXVsdA==']);
    const given = parseConnectOptions({ ...BASE, nonce: 'b3du' }, defaults);
    expect(given.ok && [given.options.widgetUrl, given.options.nonce]).toEqual([BASE.widgetUrl, 'b3du']);
  });
});
