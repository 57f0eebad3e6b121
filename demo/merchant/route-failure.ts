// How the demo's payment routes answer the API's refusals (422, in its words) and failures (502).
import type { Context } from 'hono';
import { ApiAnswer, REFUSED } from './sandbox-api.js';

export const NO_STORE = { 'Cache-Control': 'no-store' };

export function failure(c: Context, error: unknown): Response {
  if (error instanceof ApiAnswer && error.status === REFUSED) return c.json({ message: `The API refused it: ${error.message}` }, 422, NO_STORE);
  const message = error instanceof ApiAnswer ? error.message : 'The API could not be reached';
  return c.json({ message }, 502, NO_STORE);
}
