// Test helpers: the payer at a consent page of the sandbox's institution, answering through the page's own form.
import { expect } from 'vitest';
import { poll } from '../../../testing/poll.js';
import type { SandboxKit } from '../../../testing/sandbox-kit.js';

export type Answer = 'authorized' | 'denied';

const fromHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The form of the page at `consentUrl`: where it posts and the secret it posts. */
export async function consentForm(consentUrl: string): Promise<{ action: URL; state: string; html: string; page: Response }> {
  const page = await fetch(consentUrl);
  const html = await page.text();
  expect(page.status, html).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return { action: new URL(fromHtml(action), consentUrl), state: fromHtml(state), html, page };
}

/** Posts an answer to a consent page's form as the browser would; the redirect is not followed. */
export const postAnswer = (action: URL | string, state: string, decision: Answer): Promise<Response> =>
  fetch(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, decision }),
    redirect: 'manual',
  });

/** Opens the consent page and presses Authorize or Deny. */
export async function answerConsent(consentUrl: string, decision: Answer): Promise<Response> {
  const { action, state } = await consentForm(consentUrl);
  return postAnswer(action, state, decision);
}

/** The intent's consent link, once the intent waits for its payer (move a frozen clock first). */
export async function intentConsentUrl(s: SandboxKit, key: string, intentId: string): Promise<string> {
  const intent = await poll(
    () => s.call<{ consentUrl?: string | null; status?: string }>('GET', `/payments/intents/${intentId}`, { token: key }).then((r) => r.body),
    (i) => typeof i.consentUrl === 'string' || i.status !== 'STARTED',
  );
  if (typeof intent.consentUrl !== 'string') throw new Error(`intent ${intentId} is ${intent.status} with no consent link`);
  return intent.consentUrl;
}

/** The payer answers the intent's consent page. */
export async function payerAnswersIntent(s: SandboxKit, key: string, intentId: string, decision: Answer = 'authorized'): Promise<Response> {
  return answerConsent(await intentConsentUrl(s, key, intentId), decision);
}
