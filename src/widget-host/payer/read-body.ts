// Reads a request body as text up to a size, stopping (and dropping the rest) as soon as it is over it.

/** The body's text, or null when it is longer than `maxBytes` or not UTF-8. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string | null> {
  if (request.body === null) return '';
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > maxBytes) {
    await request.body.cancel().catch(() => undefined);
    return null;
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return null;
  }
}
