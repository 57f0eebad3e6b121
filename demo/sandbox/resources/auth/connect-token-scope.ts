// What a Connect Token may reach; every route not listed here needs an API Key, and a Connect Token gets 403.
//
// Routes that reach one item still check in the route that it is the token's own item.
import type { RouteRule } from './route-rule.js';

export const CONNECT_TOKEN_SCOPE: readonly RouteRule[] = [
  { method: 'GET', path: '/connectors', reason: 'reading connectors: the widget lists the institutions a user may connect' },
  { method: 'GET', path: '/connectors/:id', reason: 'reading a connector: its credential form, before an item is created' },
  {
    method: 'POST',
    path: '/connectors/:id/validate',
    reason: "reading a connector's credential rules (the public client's validateParameters); nothing is created",
  },
  { method: 'POST', path: '/items', reason: 'Authentication 3: a Connect Token is made for the item a user creates with it' },
  { method: 'GET', path: '/items/:id', reason: 'Authentication 4: the data of the item it generated (GET /items/{id})' },
  { method: 'PATCH', path: '/items/:id', reason: 'Authentication 3: a Connect Token is made for each item update too' },
  { method: 'POST', path: '/items/:id/mfa', reason: "answering its item's MFA question is part of creating or updating it" },
  { method: 'GET', path: '/accounts', reason: 'Authentication 4: reduced access to the accounts of its item (GET /accounts with itemId)' },
];
