// Serves a fetch handler on Node's own HTTP server, so the program needs no package at run time; binds a host and port (0: any free port).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { FetchHandler } from './widget-host.js';
import { clientAddress } from './client-address.js';

export type Listening = {
  /** `http://host:port`, with the port really bound. */
  url: string;
  close: () => Promise<void>;
};

/** Why the server could not bind, said for a person: the port is taken, the address is not this machine's. */
export class ListenFailed extends Error {}

/**
 * The request as the handler reads it. A body is handed on as a stream, unread: the handler reads
 * what it needs (the payer API, up to its limit) and a static file's 405 reads none of it.
 */
function toRequest(incoming: IncomingMessage): Request | null {
  const target = incoming.url ?? '';
  // Origin-form only ("/path?query"): an absolute or authority form could name another host.
  if (!target.startsWith('/')) return null;
  const headers = new Headers();
  for (let i = 0; i + 1 < incoming.rawHeaders.length; i += 2) headers.append(incoming.rawHeaders[i] ?? '', incoming.rawHeaders[i + 1] ?? '');
  try {
    const method = incoming.method ?? 'GET';
    const body = method === 'GET' || method === 'HEAD' ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>);
    // Node's fetch needs `duplex` to take a stream as a body; its RequestInit type does not list it yet.
    const init: RequestInit & { duplex: 'half' } = { method, headers, body, duplex: 'half' };
    return new Request(`http://localhost${target}`, init);
  } catch {
    // A method fetch forbids (CONNECT, TRACE) or a target no URL can hold.
    return null;
  }
}

async function reply(outgoing: ServerResponse, response: Response, head: boolean): Promise<void> {
  const body = response.body === null || head ? null : new Uint8Array(await response.arrayBuffer());
  const headers: Record<string, string> = Object.fromEntries(response.headers);
  if (body !== null) headers['Content-Length'] = String(body.byteLength);
  outgoing.writeHead(response.status, headers);
  outgoing.end(body ?? undefined);
}

/** What a bind failure means, for the errors a setting causes. */
const LISTEN_ERRORS: Readonly<Record<string, string>> = {
  EADDRINUSE: 'the port is already in use',
  EACCES: 'this user may not listen on that port',
  EADDRNOTAVAIL: 'that address is not one of this machine’s',
  ENOTFOUND: 'no address has that name',
};

/** `proxies`: how many proxies the operator put in front, whose X-Forwarded-For entries name the client. */
export function listen(handler: FetchHandler, port: number, host: string, proxies = 0): Promise<Listening> {
  const server = createServer((incoming, outgoing) => {
    const request = toRequest(incoming);
    const forwarded = incoming.headers['x-forwarded-for'];
    const client = { address: clientAddress(Array.isArray(forwarded) ? forwarded.join(',') : forwarded, incoming.socket.remoteAddress, proxies) };
    const answer = request === null ? Promise.resolve(new Response('Bad request', { status: 400 })) : handler(request, client);
    answer
      .then((response) => reply(outgoing, response, incoming.method === 'HEAD'))
      .catch(() => {
        // A failure of this server's own, never a detail for the client: the socket may be gone already.
        if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        outgoing.end('Internal error');
      });
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const why = LISTEN_ERRORS[error.code ?? ''] ?? error.message;
      reject(new ListenFailed(`could not listen on ${host}:${port}: ${why}`));
    });
    server.listen(port, host, () => {
      const { port: bound } = server.address() as AddressInfo;
      const shown = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${shown}:${bound}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
