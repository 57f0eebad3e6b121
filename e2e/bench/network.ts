// Every request of a page and its frames as the browser's network saw it (CDP): bytes received, frame, timing.
import type { CDPSession } from '@playwright/test';

export type RequestRecord = {
  url: string;
  method: string;
  /** The frame that made the request (a child frame's own document counts as that frame's). */
  frameId: string | undefined;
  /** Document, Script, Fetch, Image, Preflight... */
  type: string | undefined;
  /** Absolute times, ms since the epoch. */
  start: number;
  end: number | undefined;
  /** Bytes received over the wire, headers included (CDP's encodedDataLength). */
  bytes: number;
  status: number | undefined;
  failed: boolean;
};

export type NetworkLog = {
  requests(): RequestRecord[];
  /** Resolves once no request has been in flight for `quietMs`, with the time (ms since the epoch) the last one ended. */
  idle(quietMs: number, timeoutMs?: number): Promise<number>;
};

export async function trackNetwork(cdp: CDPSession): Promise<NetworkLog> {
  const records = new Map<string, RequestRecord>();
  // CDP stamps events on a monotonic clock; requestWillBeSent also gives the wall time, which maps one to the other.
  let offsetSeconds: number | undefined;
  const wall = (timestamp: number) => (timestamp + (offsetSeconds ?? 0)) * 1000;
  let lastActivity = Date.now();

  cdp.on('Network.requestWillBeSent', (event) => {
    offsetSeconds ??= event.wallTime - event.timestamp;
    lastActivity = Date.now();
    // A redirect reuses the request id: the hop that ended is kept as a request of its own.
    const previous = records.get(event.requestId);
    if (previous && event.redirectResponse) {
      records.set(`${event.requestId}:${previous.url}`, { ...previous, end: wall(event.timestamp), status: event.redirectResponse.status });
    }
    records.set(event.requestId, {
      url: event.request.url,
      method: event.request.method,
      frameId: event.frameId,
      type: event.type,
      start: wall(event.timestamp),
      end: undefined,
      bytes: 0,
      status: undefined,
      failed: false,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const record = records.get(event.requestId);
    if (record) record.status = event.response.status;
  });
  cdp.on('Network.loadingFinished', (event) => {
    lastActivity = Date.now();
    const record = records.get(event.requestId);
    if (!record) return;
    record.end = wall(event.timestamp);
    record.bytes = event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (event) => {
    lastActivity = Date.now();
    const record = records.get(event.requestId);
    if (!record) return;
    record.end = wall(event.timestamp);
    record.failed = true;
  });
  await cdp.send('Network.enable');

  return {
    requests() {
      const all = [...records.values()];
      // A CORS preflight comes without a frame: it belongs to the frame of the request it cleared.
      return all.map((record) =>
        record.frameId !== undefined
          ? record
          : { ...record, frameId: all.find((other) => other.url === record.url && other.frameId !== undefined)?.frameId },
      );
    },
    async idle(quietMs, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const inFlight = [...records.values()].some((record) => record.end === undefined);
        if (!inFlight && Date.now() - lastActivity >= quietMs) return lastActivity;
        if (Date.now() > deadline) throw new Error(`the network was still busy after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
