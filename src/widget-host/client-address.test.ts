// The address the payer API's limits count under: forwarded addresses trusted only as far as the operator said.
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.js';

describe('clientAddress', () => {
  it.each<[string, string | undefined, number, string]>([
    ['no proxy: the socket, whatever the header says', '203.0.113.7', 0, '10.0.0.2'],
    ['one proxy: the address it was reached from', '203.0.113.7', 1, '203.0.113.7'],
    ['one proxy: an address the client wrote before it is ignored', '6.6.6.6, 203.0.113.7', 1, '203.0.113.7'],
    ['two proxies (a CDN, then a load balancer)', '6.6.6.6, 203.0.113.7, 198.51.100.4', 2, '203.0.113.7'],
    ['spaces and empty entries', ' 203.0.113.7 ,, ', 1, '203.0.113.7'],
    ['one proxy but no header: the socket', undefined, 1, '10.0.0.2'],
    ['more proxies named than hops: the farthest hop', '203.0.113.7', 3, '203.0.113.7'],
  ])('%s', (_name, forwardedFor, proxies, expected) => {
    expect(clientAddress(forwardedFor, '10.0.0.2', proxies)).toBe(expected);
  });
});
