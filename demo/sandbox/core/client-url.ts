// The URLs a client hands the sandbox to send a browser or a notification to: https, or http on this machine for development.
//
// An item's oauthRedirectUri is where the consent page sends the user's browser, a payment's
// callbackUrls where its flow ends. Each is checked when it is given: unchecked, a value that is no
// URL failed later (a 500 at the consent page), and a `javascript:` one ran in the user's browser
// when the consent page redirected to it. What is notified (webhooks, an item's webhookUrl)
// follows the interface's stricter rule instead (resources/webhooks/url-check.ts); a Connect
// Token's webhookUrl option is still checked here, and its items are notified only when it passes
// that rule too.
import { Problem } from './problem.js';

/** Hosts that reach only the machine itself, as URL parsing spells them. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why the URL is refused, or null when it may be stored. */
export function clientUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return 'must be an https URL (http only on localhost, 127.0.0.1 or [::1], for development)';
}

/** 400 with the sandbox's error body, naming the field, when a given URL is refused. */
export function assertClientUrl(field: string, raw: string | null | undefined): void {
  if (raw === null || raw === undefined) return;
  const problem = clientUrlProblem(raw);
  if (problem !== null) throw new Problem(400, `Invalid request body: ${field}: ${problem}`);
}

/** The same for each URL of a payment's callbackUrls. */
export function assertCallbackUrls(field: string, urls: Readonly<Record<string, string | undefined>> | null | undefined): void {
  for (const [name, url] of Object.entries(urls ?? {})) assertClientUrl(`${field}.${name}`, url);
}
