// The playground's snippets (pages/playground/) run on a stand-in page: each way gives the widget exactly the chosen options.
import { describe, expect, it } from 'vitest';
import type { CallbackName, PlaygroundSettings, SettingName, SnippetInput } from './pages/playground/snippet-parts.js';
import { CALLBACK_SOURCES, SETTING_ORDER } from './pages/playground/snippet-parts.js';
import { SNIPPET_WAYS, type SnippetWay, writeSnippet } from './pages/playground/snippets.js';
import { moduleScript, PAGE_ORIGIN, runSnippet, type SnippetRun } from './testing/snippet-page.js';

const WIDGET_URL = 'https://widget.example/';
const WIDGET_ORIGIN = 'https://widget.example';
const API_URL = 'https://api.example.com';
const TOKEN_URL = '/api/connect-token';

const input = (over: Partial<SnippetInput> = {}): SnippetInput => ({
  widgetUrl: WIDGET_URL,
  apiUrl: API_URL,
  tokenUrl: TOKEN_URL,
  display: 'modal',
  settings: {},
  callbacks: [],
  ...over,
});

/** Every kind of value an option can hold, and values written to break out of their string. */
const SETTINGS: { kind: string; settings: PlaygroundSettings }[] = [
  { kind: 'no option', settings: {} },
  { kind: 'strings', settings: { language: 'en', theme: 'dark', primaryColor: '#0a58c2', radius: '12px', fontFamily: '"Inter", sans-serif' } },
  { kind: 'booleans', settings: { includeSandbox: true, connectorSortAlphabetically: true, autoFocus: false } },
  {
    kind: 'lists of strings',
    settings: { connectorTypes: ['PERSONAL_BANK', 'INVESTMENT'], countries: ['BR', 'AR'], products: ['ACCOUNTS', 'TRANSACTIONS'] },
  },
  { kind: 'numbers, zero among them', settings: { selectedConnectorId: 0, connectorIds: [0, 600] } },
  { kind: 'an object', settings: { openFinanceParameters: { cpf: '529.982.247-25', cnpj: '11.222.333/0001-81' } } },
  { kind: 'update mode', settings: { updateItem: 'item-1' } },
  {
    kind: 'strings that try to end their string, line or script',
    settings: {
      fontFamily: `"Inter', sans-serif</script><script>alert(1)</script>`,
      primaryColor: "red';alert(1);'\n\r<!--",
      radius: `\\' \${document.cookie} \` \u2028 \u2029 \0 \ud800`,
    },
  },
];

const frameMessage = (run: SnippetRun, data: Record<string, unknown>) => {
  const iframe = run.iframes[0];
  if (!iframe) throw new Error('the snippet made no iframe');
  const channel = new URLSearchParams(iframe.src.split('#')[1]).get('channel');
  return run.message({ source: iframe.contentWindow, origin: WIDGET_ORIGIN, data: { ns: 'ponte', v: 1, channel, ...data } });
};

/** The raw way's init message, once the frame said ready. */
async function initOf(run: SnippetRun): Promise<Record<string, unknown>> {
  await frameMessage(run, { type: 'ready', versions: [1] });
  const init = run.iframes[0]?.posted.find(({ message }) => message.type === 'init');
  if (!init) throw new Error('no init message was posted');
  expect(init.target).toBe(WIDGET_ORIGIN);
  return init.message;
}

/** Calls the function the snippet gave as that option. */
async function callOption(run: SnippetRun, name: string, payload?: unknown): Promise<unknown> {
  const option = run.created?.[name];
  if (typeof option !== 'function') throw new Error(`the snippet gave no function as ${name}`);
  return option(payload);
}

const HOST_OPTIONS = ['apiUrl', 'widgetUrl', 'fetchConnectToken', 'display', 'container'];

/** The widget settings a run handed over: the init's options, or the handle's minus the host's own and callbacks. */
async function settingsGiven(way: SnippetWay, run: SnippetRun): Promise<Record<string, unknown>> {
  const options = way.id === 'iframe' ? ((await initOf(run)).options as Record<string, unknown>) : (run.created ?? {});
  return Object.fromEntries(Object.entries(options).filter(([name]) => !HOST_OPTIONS.includes(name) && !name.startsWith('on')));
}

describe.each(SNIPPET_WAYS)('$label', (way) => {
  it.each(SETTINGS.flatMap((row) => (['modal', 'inline'] as const).map((display) => ({ ...row, display }))))(
    'gives the widget $kind, $display',
    async ({ settings, display }) => {
      const run = await runSnippet(way.id, way.write(input({ settings, display })));
      // The raw page does what the host runtime does for an inline widget: it leaves focus with the page.
      const expected = way.id === 'iframe' && display === 'inline' ? { autoFocus: false, ...settings } : settings;
      expect(await settingsGiven(way, run)).toEqual(expected);
    },
  );

  it.each([
    { mode: 'a new connection', itemId: undefined, init: { method: 'POST' } },
    {
      mode: 'update mode',
      itemId: 'item-1',
      init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"itemId":"item-1"}' },
    },
  ])('asks the page’s backend for the Connect Token: $mode', async ({ itemId, init }) => {
    const code = way.write(input({ settings: itemId === undefined ? {} : { updateItem: itemId } }));
    const run = await runSnippet(way.id, code);
    const first = way.id === 'iframe' ? (await initOf(run)).connectToken : await callOption(run, 'fetchConnectToken');
    expect(first).toBe('token-1');
    expect(run.fetches).toEqual([{ url: TOKEN_URL, init }]);
    // No token is ever written into the code: the page asks for it.
    expect(code).not.toMatch(/connectToken: '/);
  });

  it('points at the widget and the API it was given', async () => {
    const code = way.write(input());
    const run = await runSnippet(way.id, code);
    if (way.id === 'script-tag') expect(code).toContain(`<script async src="${WIDGET_URL}ponte.js"></script>`);
    else if (way.id === 'iframe')
      expect(run.iframes[0]?.src).toMatch(new RegExp(`^${WIDGET_URL}#origin=${encodeURIComponent(PAGE_ORIGIN)}&channel=[0-9a-f]{32}$`));
    else expect(run.created?.widgetUrl).toBe(WIDGET_URL);
    const apiUrl = way.id === 'iframe' ? ((await initOf(run)).options as Record<string, unknown>).apiUrl : run.created?.apiUrl;
    expect(apiUrl).toBe(API_URL);
  });
});

/** Each callback: what the widget hands it, the raw way's message that carries it, and what the snippet's callback logs. */
const CALLS: Record<CallbackName, { payload?: unknown; message: Record<string, unknown>; log: unknown[] }> = {
  onReady: { message: { type: 'initialized' }, log: ['log', 'widget ready'] },
  onOpen: { message: { type: 'open' }, log: ['log', 'widget on screen'] },
  onEvent: { payload: { event: 'OPEN' }, message: { type: 'event', event: { event: 'OPEN' } }, log: ['log', 'event', 'OPEN'] },
  onSuccess: { payload: { item: { id: 'item-1' } }, message: { type: 'success', item: { id: 'item-1' } }, log: ['log', 'connected item', 'item-1'] },
  onError: {
    payload: { code: 'UNAUTHORIZED', message: 'refused' },
    message: { type: 'error', error: { code: 'UNAUTHORIZED', message: 'refused' } },
    log: ['warn', 'UNAUTHORIZED', 'refused'],
  },
  onClose: { payload: { reason: 'user' }, message: { type: 'close', reason: 'user' }, log: ['log', 'closed:', 'user'] },
  onHide: { message: { type: 'hide' }, log: ['log', 'hidden, the sync goes on'] },
};
const ALL_CALLBACKS = Object.keys(CALLS) as CallbackName[];

describe.each(SNIPPET_WAYS)('$label, callbacks', (way) => {
  it.each<{ chosen: CallbackName[] }>([{ chosen: [] }, { chosen: ['onSuccess'] }, { chosen: ['onError', 'onClose'] }, { chosen: ALL_CALLBACKS }])(
    'writes $chosen and each runs when the widget calls it',
    async ({ chosen }) => {
      const run = await runSnippet(way.id, way.write(input({ callbacks: chosen })));
      if (way.id === 'iframe') {
        await initOf(run);
        // The modal's close reaches onClose only while it is open.
        await run.element('connect').dispatch('click');
        for (const name of ALL_CALLBACKS) await frameMessage(run, CALLS[name].message);
      } else {
        const given = Object.keys(run.created ?? {}).filter((name) => name.startsWith('on'));
        expect(given.sort()).toEqual([...chosen].sort());
        for (const name of chosen) await callOption(run, name, CALLS[name].payload);
      }
      expect(run.logs).toEqual(ALL_CALLBACKS.filter((name) => chosen.includes(name)).map((name) => CALLS[name].log));
    },
  );
});

describe('display', () => {
  it.each(['script-tag', 'npm'] as const)('%s: modal opens on the button, inline goes in its container', async (id) => {
    const modal = await runSnippet(id, writeSnippet(id, input()));
    expect(modal.created?.display).toBeUndefined();
    expect(modal.opens).toBe(0);
    await modal.element('connect').dispatch('click');
    expect(modal.opens).toBe(1);

    const inline = await runSnippet(id, writeSnippet(id, input({ display: 'inline' })));
    expect(inline.created?.display).toBe('inline');
    expect(inline.created?.container).toBe(inline.element('ponte-widget'));
  });

  it('React: a button labelled for the modal, a div for inline', async () => {
    const modal = await runSnippet('react', writeSnippet('react', input()));
    expect([modal.created?.display, modal.children]).toEqual([undefined, 'Connect your bank']);
    const inline = await runSnippet('react', writeSnippet('react', input({ display: 'inline' })));
    expect([inline.created?.display, inline.children]).toEqual(['inline', undefined]);
  });

  it('raw iframe, modal: the button works once the widget is initialized, and opens the dialog and the widget', async () => {
    const code = writeSnippet('iframe', input());
    expect(code).toContain('<button type="button" id="connect" disabled>');
    const run = await runSnippet('iframe', code);
    const dialog = run.element('ponte-dialog');
    expect(dialog.children).toEqual(run.iframes);
    expect((await initOf(run)).display).toBe('modal');
    await frameMessage(run, { type: 'initialized' });
    expect(run.element('connect').disabled).toBe(false);
    await run.element('connect').dispatch('click');
    expect(dialog.open).toBe(true);
    expect(run.iframes[0]?.posted.at(-1)?.message.type).toBe('open');
    // Escape on the page closes it and tells the widget.
    await dialog.dispatch('cancel');
    expect(dialog.open).toBe(false);
    expect(run.iframes[0]?.posted.at(-1)?.message).toMatchObject({ type: 'close', reason: 'escape' });
  });

  it('raw iframe, inline: shown once initialized, sized by the widget, hidden when it closes', async () => {
    const run = await runSnippet('iframe', writeSnippet('iframe', input({ display: 'inline' })));
    const iframe = run.iframes[0];
    expect(run.element('ponte-widget').children).toEqual([iframe]);
    expect((await initOf(run)).display).toBe('inline');
    await frameMessage(run, { type: 'initialized' });
    expect(iframe?.posted.at(-1)?.message.type).toBe('open');
    await frameMessage(run, { type: 'resize', height: 512.4 });
    expect(iframe?.style.height).toBe('513px');
    await frameMessage(run, { type: 'close', reason: 'user' });
    expect(iframe?.hidden).toBe(true);
  });
});

describe('raw iframe protocol', () => {
  it('answers a token request with a fresh token from the backend', async () => {
    const run = await runSnippet('iframe', writeSnippet('iframe', input()));
    await initOf(run);
    await frameMessage(run, { type: 'token-request', requestId: 'request-1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(run.iframes[0]?.posted.at(-1)?.message).toMatchObject({ type: 'token-response', requestId: 'request-1', ok: true, token: 'token-2' });
  });

  it.each([
    { case: 'another window', source: {}, origin: WIDGET_ORIGIN, data: {} },
    { case: 'another origin', source: 'frame', origin: 'https://evil.example', data: {} },
    { case: 'another channel', source: 'frame', origin: WIDGET_ORIGIN, data: { channel: 'f'.repeat(32) } },
    { case: 'another protocol version', source: 'frame', origin: WIDGET_ORIGIN, data: { v: 2 } },
  ])('ignores a message from $case', async ({ source, origin, data }) => {
    const run = await runSnippet('iframe', writeSnippet('iframe', input({ callbacks: ['onSuccess'] })));
    const iframe = run.iframes[0];
    const channel = new URLSearchParams(iframe?.src.split('#')[1]).get('channel');
    await run.message({
      source: source === 'frame' ? iframe?.contentWindow : source,
      origin,
      data: { ns: 'ponte', v: 1, channel, type: 'success', item: { id: 'forged' }, ...data },
    });
    expect(run.logs).toEqual([]);
  });
});

describe('HTML snippets', () => {
  it.each(SNIPPET_WAYS.filter((way) => way.id === 'script-tag' || way.id === 'iframe'))('$label: no value opens or ends a script element', (way) => {
    const hostile = SETTINGS.at(-1)?.settings ?? {};
    const code = way.write(input({ settings: hostile }));
    const scripts = way.id === 'script-tag' ? 2 : 1;
    expect(code.match(/<script\b/g)).toHaveLength(scripts);
    expect(code.match(/<\/script>/g)).toHaveLength(scripts);
    expect(moduleScript(code)).not.toMatch(/<\/|<!--|<script/i);
    // The script's lines sit inside its element.
    for (const line of moduleScript(code).split('\n')) expect(line).toMatch(/^( {2}|$)/);
  });

  it('escapes the loader URL in its attribute', () => {
    const code = writeSnippet('script-tag', input({ widgetUrl: 'https://widget.example/a"b/' }));
    expect(code).toContain('<script async src="https://widget.example/a%22b/ponte.js"></script>');
  });
});

describe('settings', () => {
  it('every option the playground may choose has its place in the snippets', () => {
    // The type lists every setting of the contract: a new option fails here until the snippets write it.
    const every: Record<SettingName, true> = {
      includeSandbox: true,
      updateItem: true,
      connectorTypes: true,
      connectorIds: true,
      popularConnectorIds: true,
      countries: true,
      products: true,
      selectedConnectorId: true,
      connectorSortAlphabetically: true,
      openFinanceParameters: true,
      language: true,
      theme: true,
      primaryColor: true,
      radius: true,
      fontFamily: true,
      autoFocus: true,
      allowConnectInBackground: true,
      clientName: true,
      clientLogoUrl: true,
      privacyPolicyUrl: true,
    };
    expect([...SETTING_ORDER].sort()).toEqual(Object.keys(every).sort());
    expect(Object.keys(CALLBACK_SOURCES).sort()).toEqual([...ALL_CALLBACKS].sort());
  });

  it('refuses an option no snippet knows, rather than dropping it', () => {
    const settings = { brandVoice: 'cheerful' } as unknown as PlaygroundSettings;
    for (const way of SNIPPET_WAYS) expect(() => way.write(input({ settings }))).toThrow(/brandVoice/);
  });

  it('falls back to the first way for an unknown one', () => {
    expect(writeSnippet('carrier-pigeon', input())).toBe(writeSnippet('script-tag', input()));
  });
});
