// Who is asking, for the payer API's rate limits: the socket's address, or, behind proxies the operator named, the one they forwarded.

/**
 * The address `proxies` trusted proxies in front of this server saw the request come from. Each
 * proxy appends the address it was reached from to X-Forwarded-For, so the trusted part is the
 * last `proxies` entries (the socket's address being the nearest); anything to their left a client
 * may have written itself. With no trusted proxy, the header is a client's word and is ignored.
 */
export function clientAddress(forwardedFor: string | undefined, socketAddress: string | undefined, proxies: number): string {
  const socket = socketAddress ?? 'unknown';
  if (proxies === 0 || forwardedFor === undefined) return socket;
  const hops = [
    ...forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    socket,
  ];
  // Fewer hops than proxies: the request did not come through all of them, so the farthest is all there is.
  return hops[Math.max(hops.length - 1 - proxies, 0)] ?? socket;
}
