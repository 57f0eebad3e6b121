// The consent pages' form: the Authorize and Deny buttons, the answer they send back, and where the browser goes after it.
import type { Context } from 'hono';
import { clientUrlProblem } from './client-url.js';
import { escapeHtml } from './html-page.js';
import { withParams } from './with-params.js';

export type Decision = 'authorized' | 'denied';

/**
 * Two forms that post the link's secret state with the answer: plain buttons, so the page works
 * from the keyboard and with no script, each named by its own text.
 */
export function decisionButtons(action: string, state: string): string {
  const form = (decision: Decision, text: string, primary: boolean) =>
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="state" value="${escapeHtml(state)}"><input type="hidden" name="decision" value="${decision}"><button${primary ? ' class="primary"' : ''} type="submit">${text}</button></form>`;
  return `<div class="actions" role="group" aria-label="Your answer">
${form('authorized', 'Authorize', true)}
${form('denied', 'Deny', false)}
</div>`;
}

/** The state and answer the page's form sent, or undefined when the body is no such form (a broken multipart, JSON, a repeated field). */
export async function readDecision(c: Context): Promise<{ state: string; decision: Decision } | undefined> {
  const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
  const state = typeof form.state === 'string' ? form.state : undefined;
  const decision = form.decision === 'authorized' || form.decision === 'denied' ? form.decision : undefined;
  return state !== undefined && decision !== undefined ? { state, decision } : undefined;
}

/**
 * A client's callback with the ids added, or null when there is none. The URL is checked again
 * here: a record put in the store by other means must not send the browser anywhere else.
 */
export function callbackTarget(url: string | null | undefined, params: Readonly<Record<string, string>>): string | null {
  return url && clientUrlProblem(url) === null ? withParams(url, params) : null;
}
