// The lazily loaded client: asked for at once, and again after a chunk that failed to arrive.
import { describe, expect, it, vi } from 'vitest';
import { lazyPayerApi } from './lazy-payer-api.js';
import { PayerApiError } from './payer-errors.js';
import { fakePayerApi, payRequest } from './testing/fake-payer-api.js';

describe('lazyPayerApi', () => {
  it('loads the client at once, and once', async () => {
    const load = vi.fn(async () => fakePayerApi());
    const api = lazyPayerApi(load);
    expect(load).toHaveBeenCalledOnce();
    await expect(api.request()).resolves.toEqual(payRequest());
    await api.request();
    expect(load).toHaveBeenCalledOnce();
  });

  it('a client that did not arrive is a network failure, and is asked for again', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof fakePayerApi>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValue(fakePayerApi());
    const api = lazyPayerApi(load);
    await expect(api.request()).rejects.toEqual(new PayerApiError('NETWORK', 0));
    await expect(api.request()).resolves.toEqual(payRequest());
    expect(load).toHaveBeenCalledTimes(2);
  });
});
