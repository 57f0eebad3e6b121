// The envelope every protocol message wears, the versions this build speaks, and the random ids
// that name a channel or a token request.
export const PROTOCOL_NS = 'ponte';
export const PROTOCOL_VERSION = 1;
/** Versions this build speaks, newest first. */
export const SUPPORTED_VERSIONS: readonly number[] = [PROTOCOL_VERSION];

export type Envelope = { ns: typeof PROTOCOL_NS; v: typeof PROTOCOL_VERSION; channel: string };

/** What a channel or request id looks like on the wire. */
export const ID = /^[A-Za-z0-9_-]{8,64}$/;

/** A fresh channel or request id: 128 random bits, URL-safe. */
export function randomId(): string {
  // 256 + b is three hex digits: the last two are b's, zero-padded.
  return crypto.getRandomValues(new Uint8Array(16)).reduce((id, b) => id + (256 + b).toString(16).slice(1), '');
}

export function envelop<B extends { type: string }>(channel: string, body: B): B & Envelope {
  return { ns: PROTOCOL_NS, v: PROTOCOL_VERSION, channel, ...body };
}

/** The newest version both sides speak, or null. */
export function commonVersion(theirs: readonly number[]): number | null {
  return SUPPORTED_VERSIONS.find((v) => theirs.includes(v)) ?? null;
}
