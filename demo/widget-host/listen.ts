// Binds a fetch handler to a host and port (0: any free port) and reports the URL it got.
import { createAdaptorServer } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

export type FetchHandler = (request: Request) => Response | Promise<Response>;
export type Listening = { url: string; close: () => Promise<void> };

/** `name` says which server and which setting moves it, for the message when the port is taken. */
export function listen(fetch: FetchHandler, port: number, host: string, name: string): Promise<Listening> {
  const server = createAdaptorServer({ fetch, hostname: host });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const why = error.code === 'EADDRINUSE' ? 'the port is already in use' : error.message;
      reject(new Error(`${name} could not listen on ${host}:${port}: ${why}`));
    });
    server.listen(port, host, () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${bound}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
  });
}
