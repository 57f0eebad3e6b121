// A sandbox started with SANDBOX_WEBHOOK_ALLOW_HOSTS says so, loudly, once; one started without it says nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSandbox } from '../../server.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the allowlist warning at start', () => {
  it.each([
    [['localhost', '127.0.0.1'], 1],
    [[], 0],
  ])('with %j, warns %i time(s), naming the hosts', async (webhookAllowHosts, times) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sandbox = await startSandbox({ port: 0, webhookAllowHosts });
    await sandbox.close();
    expect(warn).toHaveBeenCalledTimes(times);
    if (times > 0) expect(String(warn.mock.calls[0]?.[0])).toMatch(/SANDBOX_WEBHOOK_ALLOW_HOSTS is set: localhost, 127\.0\.0\.1\n.*never set it/s);
  });
});
