// The routes that need no credential at all. Every other route needs an API Key or a Connect Token (401 without).
import type { RouteRule } from './route-rule.js';

export const PUBLIC_ROUTES: readonly RouteRule[] = [
  { method: 'POST', path: '/auth', reason: 'creates the API Key from the client id and secret it is sent' },
  { method: 'GET', path: '/images/connectors/:file', reason: "a connector's imageUrl is loaded by an <img>, which sends no header" },
  { method: 'GET', path: '/oauth/style.css', reason: "the consent page's stylesheet, loaded by the page" },
  {
    method: 'GET',
    path: '/oauth/authorize',
    reason: "the institution's consent page, opened in the user's browser; its secret state is the credential",
  },
  { method: 'POST', path: '/oauth/authorize', reason: "the consent page's Authorize and Deny buttons, sent with the same state" },
  { method: 'GET', path: '/oauth/callback', reason: 'where the consent page sends the user back when the item has no oauthRedirectUri' },
  { method: 'GET', path: '/payments/pay', reason: "the payer page a payment request's paymentUrl opens when no widget host's page is set" },
  {
    method: 'GET',
    path: '/payments/consent/:id',
    reason: "a payment intent's consent page at the payer's institution, opened in the payer's browser; its secret state is the credential",
  },
  { method: 'POST', path: '/payments/consent/:id', reason: "that page's Authorize and Deny buttons, sent with the same state" },
  {
    method: 'GET',
    path: '/smart-transfers/consent/:id',
    reason: "a smart transfer preauthorization's consent page at the payer's institution; its secret state is the credential",
  },
  { method: 'POST', path: '/smart-transfers/consent/:id', reason: "that page's Authorize and Deny buttons, sent with the same state" },
];
