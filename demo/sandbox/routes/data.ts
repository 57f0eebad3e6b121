// GET /accounts, /transactions, /investments, /consents, /identity and each by id: an item's data.
import type { Context } from 'hono';
import { ACCOUNT_TYPES, INVESTMENT_TYPES } from '../../../src/api/schemas/index.js';
import { canReachItem, principalOf, requireApiKey } from '../auth.js';
import { readPaging } from '../body.js';
import { paginate } from '../catalogue/paginate.js';
import type { SandboxEnv } from '../context.js';
import { parseDateRange } from '../data/date-range.js';
import { dataOf } from '../data/records.js';
import { reducedAccount, servedTransaction } from '../data/served.js';
import { itemsOf, type StoredItem } from '../items/stored-item.js';
import { notFound, Problem } from '../problem.js';
import type { Collection } from '../store.js';
import type { RouteModule } from './index.js';

export const newestFirst = <T extends { date?: string; id: string }>(a: T, b: T): number =>
  (b.date ?? '').localeCompare(a.date ?? '') || a.id.localeCompare(b.id);

/** The item in `?itemId=`: 400 without it, 404 if not the caller's, 403 out of a token's scope. */
export const queriedItemIn =
  (items: Collection<StoredItem>) =>
  (c: Context<SandboxEnv>): StoredItem => {
    const itemId = c.req.query('itemId');
    if (!itemId) throw new Problem(400, 'Query parameter itemId is required');
    const principal = principalOf(c);
    const stored = items.get(itemId);
    if (!stored || stored.clientId !== principal.clientId) throw notFound(`Item ${itemId}`);
    if (!canReachItem(principal, stored)) throw new Problem(403, 'Forbidden: this Connect Token cannot reach this item');
    return stored;
  };

/** A record by id, only when its item belongs to the caller's client. */
export const ownedIn =
  (items: Collection<StoredItem>) =>
  <T extends { itemId: string }>(c: Context<SandboxEnv>, collection: { get(id: string): T | undefined }, id: string, what: string): T => {
    const record = collection.get(id);
    const item = record ? items.get(record.itemId) : undefined;
    if (!record || !item || item.clientId !== principalOf(c).clientId) throw notFound(`${what} ${id}`);
    return record;
  };

/**
 * Detailed product data needs an API Key; a Connect Token may only list, reduced, the accounts
 * of an item it reaches.
 */
export const dataRoutes: RouteModule = {
  protected(app, deps) {
    const items = itemsOf(deps.store);
    const data = dataOf(deps.store);

    const queriedItem = queriedItemIn(items);
    const owned = ownedIn(items);

    const oneOf = (name: string, raw: string | undefined, allowed: readonly string[]): string | undefined => {
      if (raw === undefined || raw === '') return undefined;
      if (!allowed.includes(raw)) throw new Problem(400, `Query parameter ${name} must be one of ${allowed.join(', ')}`);
      return raw;
    };

    app.get('/accounts', (c) => {
      const stored = queriedItem(c);
      const type = oneOf('type', c.req.query('type'), ACCOUNT_TYPES);
      const { page, pageSize } = readPaging(c);
      const list = data.accounts.list((a) => a.itemId === stored.id && (type === undefined || a.type === type));
      const result = paginate(list, page, pageSize);
      if (principalOf(c).kind === 'api_key') return c.json(result);
      return c.json({ ...result, results: result.results.map(reducedAccount) });
    });

    app.get('/accounts/:id', requireApiKey, (c) => c.json(owned(c, data.accounts, c.req.param('id'), 'Account')));

    app.get('/transactions', deps.rateLimit('transactions'), requireApiKey, (c) => {
      const accountId = c.req.query('accountId');
      if (!accountId) throw new Problem(400, 'Query parameter accountId is required');
      const account = owned(c, data.accounts, accountId, 'Account');
      const range = parseDateRange(c.req.query('from'), c.req.query('to'));
      if ('error' in range) throw new Problem(400, range.error);
      const { page, pageSize } = readPaging(c);
      const list = data.transactions
        .list((t) => {
          if (t.accountId !== account.id) return false;
          const ms = Date.parse(t.date);
          return ms >= range.fromMs && ms <= range.toMs;
        })
        .sort(newestFirst);
      const result = paginate(list, page, pageSize);
      return c.json({ ...result, results: result.results.map(servedTransaction) });
    });

    app.get('/transactions/:id', deps.rateLimit('transactions'), requireApiKey, (c) =>
      c.json(servedTransaction(owned(c, data.transactions, c.req.param('id'), 'Transaction'))),
    );

    app.get('/investments', deps.rateLimit('investments'), requireApiKey, (c) => {
      const stored = queriedItem(c);
      const type = oneOf('type', c.req.query('type'), INVESTMENT_TYPES);
      const { page, pageSize } = readPaging(c);
      return c.json(
        paginate(
          data.investments.list((i) => i.itemId === stored.id && (type === undefined || i.type === type)),
          page,
          pageSize,
        ),
      );
    });

    app.get('/investments/:id', deps.rateLimit('investments'), requireApiKey, (c) =>
      c.json(owned(c, data.investments, c.req.param('id'), 'Investment')),
    );

    app.get('/investments/:id/transactions', deps.rateLimit('investmentTransactions'), requireApiKey, (c) => {
      const investment = owned(c, data.investments, c.req.param('id'), 'Investment');
      const { page, pageSize } = readPaging(c);
      return c.json(paginate([...(investment.transactions ?? [])].sort(newestFirst), page, pageSize));
    });

    app.get('/consents', requireApiKey, (c) => {
      const stored = queriedItem(c);
      const { page, pageSize } = readPaging(c);
      const list = data.consents.list((consent) => consent.itemId === stored.id).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return c.json(paginate(list, page, pageSize));
    });

    app.get('/consents/:id', requireApiKey, (c) => c.json(owned(c, data.consents, c.req.param('id'), 'Consent')));

    app.get('/identity', requireApiKey, (c) => {
      const stored = queriedItem(c);
      const [identity] = data.identities.list((i) => i.itemId === stored.id);
      if (!identity) throw notFound(`Identity of item ${stored.id}`);
      return c.json(identity);
    });

    app.get('/identity/:id', requireApiKey, (c) => c.json(owned(c, data.identities, c.req.param('id'), 'Identity')));
  },
};
