// @vitest-environment jsdom
// window.Ponte: one global however often the script runs, calls queued until the runtime loads.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectHandle } from '../host/connect-handle.js';
import type { HostRuntime } from './host-runtime.js';
import { installPonte } from './install.js';

const SCRIPT = 'https://widget.example/ponte.js';
const OPTIONS = { connectToken: 'eyJ.token.sig', apiUrl: 'https://api.example' };

afterEach(() => {
  delete window.Ponte;
  document.body.replaceChildren();
});

function fakeRuntime() {
  const handle = { open: vi.fn(), close: vi.fn(), destroy: vi.fn(), ready: true, error: null } satisfies ConnectHandle;
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
    expect(handle.ready).toBe(false);
    expect(importer).toHaveBeenCalledExactlyOnceWith('https://widget.example/ponte-host.js');

    const { runtime, handle: real } = fakeRuntime();
    arrive(runtime);
    await settle();
    expect(runtime.create).toHaveBeenCalledExactlyOnceWith(OPTIONS, { widgetUrl: 'https://widget.example/', nonce: 'bm9uY2U=' });
    expect(real.open).toHaveBeenCalledTimes(1);
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
    expect(runtime.create).toHaveBeenCalledWith(OPTIONS, expect.objectContaining({ widgetUrl }));
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

describe('declared buttons', () => {
  it('loads the runtime and binds the buttons once, even when the script runs twice', async () => {
    document.body.innerHTML = '<button data-ponte-token-url="/api/connect-token">Connect</button>';
    const { runtime } = fakeRuntime();
    const importer = vi.fn(async () => runtime);
    installPonte(window, SCRIPT, importer);
    installPonte(window, SCRIPT, importer);
    await settle();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(runtime.bindButtons).toHaveBeenCalledExactlyOnceWith(document, { widgetUrl: 'https://widget.example/', nonce: undefined });
  });

  it('waits for DOMContentLoaded while the page is still loading', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { runtime } = fakeRuntime();
    installPonte(window, SCRIPT, async () => runtime);
    document.body.innerHTML = '<button data-ponte-connect-token="eyJ.token.sig">Connect</button>';
    await settle();
    expect(runtime.bindButtons).not.toHaveBeenCalled();
    readyState.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await settle();
    expect(runtime.bindButtons).toHaveBeenCalledTimes(1);
  });

  it('binds buttons a page adds later when asked, under the root it names', async () => {
    const { runtime } = fakeRuntime();
    installPonte(window, SCRIPT, async () => runtime);
    await settle();
    expect(runtime.bindButtons).not.toHaveBeenCalled();
    const section = document.createElement('section');
    section.innerHTML = '<button data-ponte-token-url="/api/connect-token">Connect</button>';
    document.body.append(section);
    ponte().bind(section);
    await settle();
    expect(runtime.bindButtons).toHaveBeenCalledExactlyOnceWith(section, { widgetUrl: 'https://widget.example/', nonce: undefined });
  });

  it('loads nothing on a page without declared buttons until a handle is created', async () => {
    const importer = vi.fn(async () => fakeRuntime().runtime);
    installPonte(window, SCRIPT, importer);
    await settle();
    expect(importer).not.toHaveBeenCalled();
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
