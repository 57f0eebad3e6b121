// GET /transactions (page numbers) and /transactions/{id}, GET /v2/transactions (cursor), PATCH /transactions/{id} (category).
import { Hono } from 'hono';
import { z } from '../../../../src/api/z.js';
import { readJson, readPaging } from '../../core/body.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { paginate } from '../../core/paginate.js';
import { Problem } from '../../core/problem.js';
import { itemsOf } from '../items/stored-item.js';
import { parseDateRange } from './date-range.js';
import { newestFirst, ownedIn, queryOf } from './lookups.js';
import { dataOf } from './records.js';
import { servedTransaction } from './served.js';
import { type CursorPosition, decodeCursor, encodeCursor } from './transaction-cursor.js';
import { categoryName, isCategoryId } from './user-categories.js';

const UpdateTransactionCategory = z.object({ categoryId: z.string() });

/** The public client sends at most this many ids in `ids`. */
const MAX_IDS = 500;

/** One bound of a date filter, read as GET /transactions reads `from` and `to`, named as sent. */
function bound(name: string, raw: string | undefined, side: 'from' | 'to'): number {
  const range = side === 'from' ? parseDateRange(raw, undefined) : parseDateRange(undefined, raw);
  if ('error' in range) throw new Problem(400, `Query parameter ${name} must be a date (YYYY-MM-DD) or an ISO 8601 date-time`);
  return side === 'from' ? range.fromMs : range.toMs;
}

export function transactionRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const { accounts, transactions, userCategories } = dataOf(deps.store);
  const owned = ownedIn(itemsOf(deps.store));

  routes.get('/transactions', deps.rateLimit('transactions'), (c) => {
    const accountId = c.req.query('accountId');
    if (!accountId) throw new Problem(400, 'Query parameter accountId is required');
    const account = owned(c, accounts, accountId, 'Account');
    const range = parseDateRange(c.req.query('from'), c.req.query('to'));
    if ('error' in range) throw new Problem(400, range.error);
    const { page, pageSize } = readPaging(c);
    const list = transactions
      .list((t) => {
        if (t.accountId !== account.id) return false;
        const ms = Date.parse(t.date);
        return ms >= range.fromMs && ms <= range.toMs;
      })
      .sort(newestFirst);
    const result = paginate(list, page, pageSize);
    return c.json({ ...result, results: result.results.map(servedTransaction) });
  });

  routes.get('/transactions/:id', deps.rateLimit('transactions'), (c) =>
    c.json(servedTransaction(owned(c, transactions, c.req.param('id'), 'Transaction'))),
  );

  // Keyset paging in the order of GET /transactions: a movement added by a later sync lands
  // before the cursor, so walking the pages never repeats or skips one.
  routes.get('/v2/transactions', deps.rateLimit('transactions'), (c) => {
    const accountId = queryOf(c, 'accountId');
    if (!accountId) throw new Problem(400, 'Query parameter accountId is required');
    const account = owned(c, accounts, accountId, 'Account');
    const dateFrom = queryOf(c, 'dateFrom');
    const createdAtFrom = queryOf(c, 'createdAtFrom');
    if (dateFrom !== undefined && createdAtFrom !== undefined)
      throw new Problem(400, 'Query parameters dateFrom and createdAtFrom cannot be used together');
    const fromMs = bound('dateFrom', dateFrom, 'from');
    const toMs = bound('dateTo', queryOf(c, 'dateTo'), 'to');
    const createdFromMs = bound('createdAtFrom', createdAtFrom, 'from');
    const idList = queryOf(c, 'ids')
      ?.split(',')
      .filter((id) => id !== '');
    if (idList && idList.length > MAX_IDS) throw new Problem(400, `Query parameter ids takes at most ${MAX_IDS} ids`);
    const ids = idList && new Set(idList);
    const rawAfter = queryOf(c, 'after');
    const after = rawAfter === undefined ? undefined : decodeCursor(rawAfter);
    if (rawAfter !== undefined && !after)
      throw new Problem(400, "Query parameter after is not a cursor of this endpoint: pass the after of the previous page's next link");
    const { pageSize } = readPaging(c);

    const matching = transactions
      .list((t) => {
        if (t.accountId !== account.id) return false;
        const ms = Date.parse(t.date);
        if (ms < fromMs || ms > toMs || Date.parse(t.createdAt) < createdFromMs) return false;
        return ids === undefined || ids.has(t.id);
      })
      .sort(newestFirst);
    const rest = after ? matching.filter((t) => newestFirst<CursorPosition>(after, t) < 0) : matching;
    const results = rest.slice(0, pageSize);
    const last = results[results.length - 1];
    let next: string | null = null;
    if (last && rest.length > results.length) {
      // Like the service, a query string carrying every filter of this request.
      const params = new URL(c.req.url).searchParams;
      params.set('after', encodeCursor(last));
      next = `?${params.toString()}`;
    }
    return c.json({ results: results.map(servedTransaction), next });
  });

  routes.patch('/transactions/:id', async (c) => {
    const transaction = owned(c, transactions, c.req.param('id'), 'Transaction');
    const { categoryId } = await readJson(c, UpdateTransactionCategory);
    if (!isCategoryId(categoryId)) throw new Problem(400, 'Invalid request body: categoryId: expected a category id of 8 digits, such as 05070000');
    const updatedAt = new Date(deps.clock.now()).toISOString();
    const category = categoryName(categoryId);
    // Kept apart as well, so the next sync of the item does not undo the user's choice.
    userCategories.put({ id: transaction.id, itemId: transaction.itemId, categoryId, category, updatedAt });
    return c.json(servedTransaction(transactions.put({ ...transaction, categoryId, category, updatedAt })));
  });

  return routes;
}
