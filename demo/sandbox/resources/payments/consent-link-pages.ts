// The pages a payer's consent link answers besides the consent itself: not a link, already used, expired, and the end of the journey.
import type { Context } from 'hono';
import { escapeHtml, htmlAnswer, page } from '../../core/html-page.js';
import type { LinkStatus } from './payer-consent.js';

const institutionPage = (title: string, text: string) =>
  page(title, `<p class="sandbox">Sandbox institution</p>\n<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>`);

const UNKNOWN = institutionPage('This link is not valid', 'Check that the whole link was copied, or return to the application and start again.');
const USED = institutionPage(
  'This link was already used',
  'The payer has already answered on this link, and an answer cannot be changed. Return to the application to see how the payment went.',
);
const EXPIRED = institutionPage('This link has expired', 'The time to answer ran out. Return to the application and start again.');

/**
 * The page of a link that cannot take an answer: 404 when it is no link at all, 410 (Gone, for good)
 * when it was used or expired, so that a second use of a link is told apart from a typo.
 */
export function closedLink(c: Context, status: Exclude<LinkStatus, 'open'>): Response {
  if (status === 'unknown') return htmlAnswer(c, UNKNOWN, 404);
  return htmlAnswer(c, status === 'used' ? USED : EXPIRED, 410);
}

/** The form sent was no answer (a broken body, a missing field). */
export const unreadableAnswer = (c: Context): Response =>
  htmlAnswer(c, institutionPage('This answer could not be read', 'Return to the consent page and choose Authorize or Deny.'), 400);

/** Where the journey ends when the client gave no callback URL to send the payer back to. */
export const journeyEnd = (c: Context, title: string, text: string): Response =>
  htmlAnswer(c, institutionPage(title, `${text} You can close this window and return to the application.`));
