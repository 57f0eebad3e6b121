// GET /transactions (page numbers) and /transactions/{id}, GET /v2/transactions (cursor), PATCH /transactions/{id} (category).
import { Hono } from 'hono';
import { z } from '../../../../src/api/z.js';
import { readJson, readPaging } from '../../core/body.js';
import type { SandboxDeps, SandboxEnv } from '../../core/context.js';
import { paginate } from '../../core/paginate.js';
import { Problem } from '../../core/problem.js';
import { parseDateRange } from './date-range.js';
import { withinDates } from './date-window.js';
import { itemDataOf } from './item-data-cache.js';
import { collectedIn, queryOf } from './lookups.js';
import { newestFirst } from './order.js';
import { type TransactionRecord, userCategoriesOf } from './records.js';
import { servedTransaction } from './served.js';
import { type CursorPosition, decodeCursor, encodeCursor } from './transaction-cursor.js';
import { categoryName, isCategoryId, withChoice } from './user-categories.js';

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
  const userCategories = userCategoriesOf(deps.store);
  const collected = collectedIn(deps);
  /** A movement as served: with the category its user chose, without the sandbox's own fields. */
  const served = (t: TransactionRecord) => servedTransaction(withChoice(t, userCategories.get(t.id)));

  /** The movements of the account in `?accountId=`, newest first: 400 without it, 404 if not the caller's. */
  const movementsOfQueried = (c: Parameters<typeof queryOf>[0]) => {
    const accountId = queryOf(c, 'accountId');
    if (!accountId) throw new Problem(400, 'Query parameter accountId is required');
    const { record: account, item } = collected(c, accountId, 'Account', (data, id) => data.account(id));
    return itemDataOf(deps, item).transactionsOf(account.id);
  };

  routes.get('/transactions', deps.rateLimit('transactions'), (c) => {
    const movements = movementsOfQueried(c);
    const range = parseDateRange(c.req.query('from'), c.req.query('to'));
    if ('error' in range) throw new Problem(400, range.error);
    const { page, pageSize } = readPaging(c);
    const result = paginate(withinDates(movements, range.fromMs, range.toMs), page, pageSize);
    return c.json({ ...result, results: result.results.map(served) });
  });

  routes.get('/transactions/:id', deps.rateLimit('transactions'), (c) =>
    c.json(served(collected(c, c.req.param('id'), 'Transaction', (data, id) => data.transaction(id)).record)),
  );

  // Keyset paging in the order of GET /transactions: a movement added by a later sync lands
  // before the cursor, so walking the pages never repeats or skips one.
  routes.get('/v2/transactions', deps.rateLimit('transactions'), (c) => {
    const movements = movementsOfQueried(c);
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

    const rest = withinDates(movements, fromMs, toMs).filter(
      (t) =>
        Date.parse(t.createdAt) >= createdFromMs &&
        (ids === undefined || ids.has(t.id)) &&
        (after === undefined || newestFirst<CursorPosition>(after, t) < 0),
    );
    const results = rest.slice(0, pageSize);
    const last = results[results.length - 1];
    let next: string | null = null;
    if (last && rest.length > results.length) {
      // Like the service, a query string carrying every filter of this request.
      const params = new URL(c.req.url).searchParams;
      params.set('after', encodeCursor(last));
      next = `?${params.toString()}`;
    }
    return c.json({ results: results.map(served), next });
  });

  routes.patch('/transactions/:id', async (c) => {
    const { record: transaction, item } = collected(c, c.req.param('id'), 'Transaction', (data, id) => data.transaction(id));
    const { categoryId } = await readJson(c, UpdateTransactionCategory);
    if (!isCategoryId(categoryId)) throw new Problem(400, 'Invalid request body: categoryId: expected a category id of 8 digits, such as 05070000');
    // Kept apart from the drawn data, and laid over it on every read, so a later sync keeps it too.
    const choice = userCategories.put({
      id: transaction.id,
      itemId: item.id,
      categoryId,
      category: categoryName(categoryId),
      updatedAt: new Date(deps.clock.now()).toISOString(),
    });
    return c.json(servedTransaction(withChoice(transaction, choice)));
  });

  return routes;
}
