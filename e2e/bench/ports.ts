// Where the benchmark's servers listen: ports 8990-8999, apart from the demo's and the e2e suite's, so a benchmark can run beside either.
export const BENCH_HOST = '127.0.0.1';

export const PORTS = {
  /** The demo's three origins, for time to interactive and bytes over the wire. */
  sandbox: 8990,
  widget: 8991,
  merchant: 8992,
  /** The demo again, its sandbox with 10,000 generated connectors, for the search. */
  searchSandbox: 8993,
  searchWidget: 8994,
  searchMerchant: 8995,
  /** The floor page's two origins: the host page and its iframe. */
  floorHost: 8996,
  floorFrame: 8997,
  /** Sandboxes of the Node parts: the load test's, and the polling count's. */
  loadSandbox: 8998,
  pollSandbox: 8999,
} as const;

export const urlOf = (port: number): string => `http://${BENCH_HOST}:${port}`;
