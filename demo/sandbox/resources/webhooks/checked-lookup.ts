// The name lookup a delivery connects with: the host is resolved again, and a connection to a non-public address is refused before it is made.
//
// Checking inside the connection's own lookup, rather than resolving once before sending, leaves
// no gap in which the name could be pointed elsewhere between the check and the connection.
import type { LookupAddress, LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { addressRefusal, type NotifiedUrlRules } from './url-check.js';

/** Raised instead of connecting; the delivery counts as failed. */
export class RefusedAddress extends Error {
  readonly code = 'EADDRREFUSED';
}

export function checkedLookup(rules: NotifiedUrlRules): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    const host = hostname.toLowerCase().replace(/\.$/, '');
    rules.resolve(host).then(
      (resolved) => {
        const refusal = rules.allowHosts.includes(host) ? null : addressRefusal(host, resolved);
        if (refusal !== null) return callback(new RefusedAddress(`Refused to notify: ${refusal}`), '', 0);
        const wanted: LookupAddress[] = resolved
          .filter((a) => !options.family || a.family === options.family)
          .map(({ address, family }) => ({ address, family }));
        const [first] = wanted;
        if (!first) return callback(Object.assign(new Error(`${host} has no address to connect to`), { code: 'ENOTFOUND' }), '', 0);
        if (options.all) return callback(null, wanted);
        return callback(null, first.address, first.family);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), '', 0),
    );
  };
}
