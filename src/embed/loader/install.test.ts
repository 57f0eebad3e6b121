// @vitest-environment jsdom
// window.Ponte: one global however often the script runs, calls queued until the runtime loads.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConnectHandle } from '../host/connect-handle.js';
import { attachFrame, modalDialog, modalRoot, polyfillBrowser } from '../testing/host-test-kit.js';
import * as realRuntime from './host-runtime.js';
import type { HostRuntime } from './host-runtime.js';
import { installPonte, type PonteCallback, type PonteGlobal } from './install.js';

const SCRIPT = 'https://widget.example/ponte.js';
const OPTIONS = { connectToken: 'eyJ.token.sig', apiUrl: 'https://api.example' };

beforeAll(polyfillBrowser);
afterEach(() => {
  delete window.Ponte;
  delete window.PonteQueue;
  document.body.replaceChildren();
});

function fakeRuntime() {
  const handle = { open: vi.fn(), show: vi.fn(), close: vi.fn(), hide: vi.fn(), destroy: vi.fn(), ready: true, error: null } satisfies ConnectHandle;
  const runtime = { create: vi.fn(() => handle), bindButtons: vi.fn() } satisfies HostRuntime;
  return { handle, runtime };
}

/** An importer whose module arrives when the test says so. */
function deferredImporter() {
  let arrive: (runtime: HostRuntime) => void = () => {};
  let fail: () => void = () => {};
  const importer = vi.fn(
    (_url: string) =>
      new Promise<HostRuntime>((resolve, reject) => {
        arrive = resolve;
        fail = () => reject(new Error('offline'));
      }),
  );
  return { importer, arrive: (runtime: HostRuntime) => arrive(runtime), fail: () => fail() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function ponte() {
  if (!window.Ponte) throw new Error('no window.Ponte');
  return window.Ponte;
}

describe('Ponte.create', () => {
  it('returns a handle at once and forwards its calls once the runtime has loaded', async () => {
    const { importer, arrive } = deferredImporter();
    installPonte(window, SCRIPT, importer, 'bm9uY2U=');
    const handle = ponte().create(OPTIONS);
    handle.open();
    handle.hide();
    handle.show();
    expect(handle.ready).toBe(false);
    expect(importer).toHaveBeenCalledExactlyOnceWith('https://widget.example/ponte-host.js');

    const { runtime, handle: real } = fakeRuntime();
    arrive(runtime);
    await settle();
    expect(runtime.create).toHaveBeenCalledExactlyOnceWith(OPTIONS, { widgetUrl: 'https://widget.example/', nonce: 'bm9uY2U=' }, expect.anything());
    // In the order the page called them; show is open by its other name.
    const calls = (name: string, method: { mock: { invocationCallOrder: number[] } }) => method.mock.invocationCallOrder.map((at) => ({ at, name }));
    const order = [...calls('open', real.open), ...calls('hide', real.hide)].sort((a, b) => a.at - b.at).map(({ name }) => name);
    expect(order).toEqual(['open', 'hide', 'open']);
    expect(handle.ready).toBe(true);
    handle.close();
    expect(real.close).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['https://widget.example/ponte.js', 'https://widget.example/'],
    ['https://cdn.example/ponte/1.0/ponte.js?v=3', 'https://cdn.example/ponte/1.0/'],
  ])('defaults widgetUrl for %s to %s', async (script, widgetUrl) => {
    const { runtime } = fakeRuntime();
    installPonte(window, script, async () => runtime);
    ponte().create(OPTIONS);
    await settle();
    expect(runtime.create).toHaveBeenCalledWith(OPTIONS, expect.objectContaining({ widgetUrl }), expect.anything());
  });

  it('makes nothing for a handle destroyed before the runtime arrived', async () => {
    const { importer, arrive } = deferredImporter();
    installPonte(window, SCRIPT, importer);
    const handle = ponte().create(OPTIONS);
    handle.open();
    handle.destroy();
    const { runtime } = fakeRuntime();
    arrive(runtime);
    await settle();
    expect(runtime.create).not.toHaveBeenCalled();
  });

  it('reports FRAME_UNAVAILABLE when the runtime cannot be loaded', async () => {
    const { importer, fail } = deferredImporter();
    installPonte(window, SCRIPT, importer);
    const onError = vi.fn();
    const handle = ponte().create({ ...OPTIONS, onError });
    fail();
    await settle();
    expect(handle.error).toMatchObject({ code: 'FRAME_UNAVAILABLE' });
    expect(onError).toHaveBeenCalledExactlyOnceWith(handle.error);
  });

  it('keeps the first global when the script runs twice', async () => {
    const first = fakeRuntime();
    const second = fakeRuntime();
    installPonte(window, SCRIPT, async () => first.runtime);
    const global = window.Ponte;
    installPonte(window, 'https://other.example/ponte.js', async () => second.runtime);
    expect(window.Ponte).toBe(global);
    ponte().create(OPTIONS);
    await settle();
    expect(first.runtime.create).toHaveBeenCalledTimes(1);
    expect(second.runtime.create).not.toHaveBeenCalled();
  });
});

describe('the frame the loader makes before the runtime is in', () => {
  const made: ConnectHandle[] = [];
  afterEach(() => {
    for (const handle of made.splice(0)) handle.destroy();
  });

  /** Ponte.create with the real runtime, which arrives when the test says. */
  function createWithRuntime(options: Record<string, unknown> = OPTIONS) {
    const { importer, arrive, fail } = deferredImporter();
    installPonte(window, SCRIPT, importer);
    const handle = ponte().create(options as Parameters<PonteGlobal['create']>[0]);
    made.push(handle);
    return { handle, arrive: () => arrive(realRuntime), fail };
  }

  const modalFrame = () => {
    const iframe = modalRoot()?.querySelector('dialog > iframe');
    if (!(iframe instanceof HTMLIFrameElement)) throw new Error('no iframe in the modal');
    return iframe;
  };

  /** Every iframe removed from under `root` (moving one removes it first, and reloads it). */
  function watchRemovals(root: Node) {
    const removed: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) removed.push(...record.removedNodes);
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      for (const record of observer.takeRecords()) removed.push(...record.removedNodes);
      observer.disconnect();
      return removed.filter((node) => node instanceof HTMLIFrameElement);
    };
  }

  it('puts a hidden frame in a closed dialog at once, addressed to this page on a fresh channel', () => {
    createWithRuntime();
    const iframe = modalFrame();
    expect(modalDialog().open).toBe(false);
    expect(iframe.hidden).toBe(true);
    const url = new URL(iframe.src);
    expect(url.origin + url.pathname).toBe('https://widget.example/');
    const address = new URLSearchParams(url.hash.slice(1));
    expect(address.get('origin')).toBe(location.origin);
    expect(address.get('channel')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('puts an inline frame in its container at once, and makes no modal', () => {
    const container = document.createElement('section');
    document.body.append(container);
    createWithRuntime({ ...OPTIONS, display: 'inline', container });
    expect(container.querySelector('iframe')?.hidden).toBe(true);
    expect(document.querySelector('[data-ponte-modal]')).toBeNull();
  });

  it('makes one frame per handle', () => {
    createWithRuntime();
    ponte().create(OPTIONS);
    const frames = [...document.querySelectorAll('[data-ponte-modal]')].map((host) => host.shadowRoot?.querySelector('iframe')?.src);
    expect(frames).toHaveLength(2);
    expect(frames[0]).not.toBe(frames[1]);
  });

  it('answers a ready the frame sent before the runtime arrived, once the runtime is in', async () => {
    const { handle, arrive } = createWithRuntime();
    const frame = attachFrame(modalFrame());
    frame.send({ type: 'ready', versions: [1] });
    await settle();
    expect(frame.types()).toEqual([]);
    arrive();
    await settle();
    expect(frame.types()).toEqual(['init']);
    expect(frame.posted()[0]).toMatchObject({
      message: { type: 'init', connectToken: OPTIONS.connectToken },
      targetOrigin: 'https://widget.example',
    });
    frame.send({ type: 'initialized' });
    expect(handle.ready).toBe(true);
  });

  it('hands the runtime the same iframe in the same dialog, never moved, and shows that dialog', async () => {
    const { handle, arrive } = createWithRuntime();
    const iframe = modalFrame();
    const dialog = modalDialog();
    const removals = watchRemovals(modalRoot() as ShadowRoot);
    const frame = attachFrame(iframe);
    frame.send({ type: 'ready', versions: [1] });
    handle.open();
    arrive();
    await settle();
    frame.send({ type: 'initialized' });
    expect(modalFrame()).toBe(iframe);
    expect(modalDialog()).toBe(dialog);
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-label')).toBe('Connect a bank account');
    expect(iframe.title).toBe('Connect a bank account');
    expect(iframe.hidden).toBe(false);
    expect(document.querySelectorAll('[data-ponte-modal]')).toHaveLength(1);
    expect(removals()).toEqual([]);
  });

  it('hands the runtime the same inline iframe, shown where it was', async () => {
    const container = document.createElement('section');
    document.body.append(container);
    const { arrive } = createWithRuntime({ ...OPTIONS, display: 'inline', container });
    const iframe = container.querySelector('iframe');
    if (!iframe) throw new Error('no iframe');
    const removals = watchRemovals(container);
    const frame = attachFrame(iframe);
    arrive();
    await settle();
    frame.handshake();
    expect(container.querySelector('iframe')).toBe(iframe);
    expect(container.children).toHaveLength(1);
    expect(iframe.hidden).toBe(false);
    expect(iframe.style.display).toBe('block');
    expect(removals()).toEqual([]);
  });

  it('removes the frame on a destroy before the runtime arrived, and the runtime makes none', async () => {
    const { handle, arrive } = createWithRuntime();
    handle.destroy();
    expect(document.querySelector('[data-ponte-modal]')).toBeNull();
    arrive();
    await settle();
    expect(document.querySelector('[data-ponte-modal]')).toBeNull();
  });

  it('reports FRAME_UNAVAILABLE within a second when the frame loaded without answering before the runtime arrived', async () => {
    const { handle, arrive } = createWithRuntime();
    modalFrame().dispatchEvent(new Event('load'));
    arrive();
    await settle();
    expect(handle.error).toBeNull();
    await vi.waitFor(() => expect(handle.error).toMatchObject({ code: 'FRAME_UNAVAILABLE' }), { timeout: 1500 });
  });

  it('removes the frame when the runtime cannot be loaded', async () => {
    const { handle, fail } = createWithRuntime();
    fail();
    await settle();
    expect(document.querySelector('[data-ponte-modal]')).toBeNull();
    expect(handle.error).toMatchObject({ code: 'FRAME_UNAVAILABLE' });
  });

  it('leaves bad options to the runtime, whose refusal removes the frame', async () => {
    const onError = vi.fn();
    const { handle, arrive } = createWithRuntime({ ...OPTIONS, onReady: 'ready()', onError });
    expect(document.querySelector('[data-ponte-modal]')).not.toBeNull();
    arrive();
    await settle();
    expect(document.querySelector('[data-ponte-modal]')).toBeNull();
    expect(handle.error).toMatchObject({ code: 'INVALID_OPTIONS', option: 'onReady' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['inline without a container', { ...OPTIONS, display: 'inline' }, 'container'],
    ['a widgetUrl that is not http(s)', { ...OPTIONS, widgetUrl: 'javascript:alert(1)' }, 'widgetUrl'],
    ['options that are not an object', null as unknown as Record<string, unknown>, 'options'],
  ])('makes nothing for %s, and the runtime reports it', async (_label, options, option) => {
    const { handle, arrive } = createWithRuntime(options);
    expect(document.querySelector('iframe, [data-ponte-modal]')).toBeNull();
    arrive();
    await settle();
    expect(document.querySelector('iframe, [data-ponte-modal]')).toBeNull();
    expect(handle.error).toMatchObject({ code: 'INVALID_OPTIONS', option });
  });
});

describe('window.PonteQueue', () => {
  it('runs what the page queued before the script ran, in order, with Ponte', async () => {
    const heard: string[] = [];
    const first: PonteCallback = (given) => heard.push(given === window.Ponte ? 'first' : 'wrong');
    // As a page's script does, whether ponte.js has run or not.
    window.PonteQueue = window.PonteQueue || [];
    window.PonteQueue.push(first);
    window.PonteQueue.push(() => heard.push('second'));
    installPonte(window, SCRIPT, async () => fakeRuntime().runtime);
    await settle();
    expect(heard).toEqual(['first', 'second']);
  });

  it('runs what the page queues after the script ran', async () => {
    installPonte(window, SCRIPT, async () => fakeRuntime().runtime);
    const callback = vi.fn();
    window.PonteQueue = window.PonteQueue || [];
    window.PonteQueue.push(callback);
    await settle();
    expect(callback).toHaveBeenCalledExactlyOnceWith(window.Ponte);
  });

  it('runs the rest when one callback throws, and reports that one', async () => {
    const after = vi.fn();
    const reported = vi.fn();
    // The tests' promises are Node's: a page's console shows the same as an uncaught rejection.
    process.once('unhandledRejection', reported);
    window.PonteQueue = [
      () => {
        throw new Error('page bug');
      },
      after,
    ];
    installPonte(window, SCRIPT, async () => fakeRuntime().runtime);
    await settle();
    expect(after).toHaveBeenCalledTimes(1);
    expect(reported).toHaveBeenCalledWith(new Error('page bug'), expect.anything());
  });
});

describe('declared buttons', () => {
  it('has the runtime bind the page once, even when the script runs twice', async () => {
    const { runtime } = fakeRuntime();
    const importer = vi.fn(async () => runtime);
    installPonte(window, SCRIPT, importer);
    installPonte(window, SCRIPT, importer);
    await settle();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(runtime.bindButtons).toHaveBeenCalledExactlyOnceWith(document, { widgetUrl: 'https://widget.example/', nonce: undefined });
  });

  it('binds buttons a page adds later when asked, under the root it names', async () => {
    const { runtime } = fakeRuntime();
    installPonte(window, SCRIPT, async () => runtime);
    const section = document.createElement('section');
    section.innerHTML = '<button data-ponte-token-url="/api/connect-token">Connect</button>';
    document.body.append(section);
    ponte().bind(section);
    await settle();
    expect(runtime.bindButtons).toHaveBeenLastCalledWith(section, { widgetUrl: 'https://widget.example/', nonce: undefined });
  });

  it('fetches the runtime as the script runs, before any handle is made', () => {
    const importer = vi.fn(async () => fakeRuntime().runtime);
    installPonte(window, SCRIPT, importer);
    expect(importer).toHaveBeenCalledExactlyOnceWith('https://widget.example/ponte-host.js');
  });
});

describe('the loader script', () => {
  it('sets one global however many times it runs', async () => {
    await import('./ponte-loader.js');
    const global = window.Ponte;
    expect(typeof global?.create).toBe('function');
    vi.resetModules();
    await import('./ponte-loader.js');
    expect(window.Ponte).toBe(global);
  });
});
