// Requests Node refuses before the app sees them (headers over its size limit, a request it cannot parse) get the sandbox's JSON error body too.
import type { Duplex } from 'node:stream';

/** Node's codes for such requests, with the status each one earns; anything else is a bad request. */
const REFUSALS = new Map<string, { status: number; reason: string; message: string }>([
  [
    'HPE_HEADER_OVERFLOW',
    {
      status: 431,
      reason: 'Request Header Fields Too Large',
      message: 'Request headers too large: the URL and headers together must stay under 16 KB',
    },
  ],
  ['ERR_HTTP_REQUEST_TIMEOUT', { status: 408, reason: 'Request Timeout', message: 'The request was not received in time' }],
]);
const MALFORMED = { status: 400, reason: 'Bad Request', message: 'Malformed HTTP request' };

/** For the server's `clientError` event: Node would otherwise answer with a status line and no body. */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A connection the client dropped has nobody to answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, reason, message } = REFUSALS.get(error.code ?? '') ?? MALFORMED;
  const body = JSON.stringify({ code: status, message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Access-Control-Allow-Origin: *\r\nConnection: close\r\n\r\n${body}`,
  );
}
