// SANDBOX_WEBHOOK_ALLOW_HOSTS: the hosts a developer lets webhooks notify on their own machine.
import { describe, expect, it } from 'vitest';
import { configFromEnvironment } from '../config.js';

const read = (value: string | undefined) =>
  configFromEnvironment(value === undefined ? {} : { SANDBOX_WEBHOOK_ALLOW_HOSTS: value }, []).webhookAllowHosts;

describe('SANDBOX_WEBHOOK_ALLOW_HOSTS', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['localhost,127.0.0.1', ['localhost', '127.0.0.1']],
    [' LocalHost , ::1 ', ['localhost', '[::1]']],
    ['[::1],receiver.test', ['[::1]', 'receiver.test']],
  ])('%j allows %j', (value, hosts) => {
    expect(read(value)).toEqual(hosts);
  });

  it.each(['localhost:8080', '127.0.0.1/hooks', '*.local', 'localhost,,127.0.0.1', 'user@localhost', 'a b'])(
    'refuses %j, naming the setting',
    (value) => {
      expect(() => read(value)).toThrow(/SANDBOX_WEBHOOK_ALLOW_HOSTS/);
    },
  );
});
