// A webhook receiver on 127.0.0.1 for tests: records every notification and connection, answers each path as told.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { path: string; headers: IncomingHttpHeaders; body: Record<string, unknown>; at: number };

export type LocalReceiver = {
  /** http://127.0.0.1:<port>, for URLs on the allowlist. */
  url: string;
  port: number;
  received: Received[];
  /** TCP connections opened to it, notifications or not. */
  connections: number;
  /** The next `times` notifications to `path` are answered 500. */
  failNext(path: string, times: number): void;
  /** Every notification to `path` is answered 500 until `failNext(path, 0)`. */
  failAlways(path: string): void;
  reset(): void;
  close(): Promise<void>;
};

/** `now` stamps each notification as it arrives: the sandbox's clock, to read when retries came. */
export async function localReceiver(now: () => number = Date.now): Promise<LocalReceiver> {
  const failures = new Map<string, number>();
  const receiver: Omit<LocalReceiver, 'url' | 'port' | 'close'> = {
    received: [],
    connections: 0,
    failNext: (path, times) => failures.set(path, times),
    failAlways: (path) => failures.set(path, Number.POSITIVE_INFINITY),
    reset() {
      receiver.received.length = 0;
      receiver.connections = 0;
      failures.clear();
    },
  };
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    req.on('end', () => {
      const path = req.url ?? '';
      receiver.received.push({ path, headers: req.headers, body: JSON.parse(text) as Record<string, unknown>, at: now() });
      const left = failures.get(path) ?? 0;
      if (left > 0) failures.set(path, left - 1);
      res.statusCode = left > 0 ? 500 : 200;
      res.end();
    });
  });
  server.on('connection', () => {
    receiver.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...receiver,
    get received() {
      return receiver.received;
    },
    get connections() {
      return receiver.connections;
    },
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
