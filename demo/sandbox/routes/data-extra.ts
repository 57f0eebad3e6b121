// GET /v2/transactions (cursor paging), PATCH /transactions/{id}, GET /loans and /bills and each by id.
import type { Context } from 'hono';
import { z } from '../../../src/api/z.js';
import { requireApiKey } from '../auth.js';
import { readJson, readPaging } from '../body.js';
import { paginate } from '../catalogue/paginate.js';
import type { SandboxEnv } from '../context.js';
import { parseDateRange } from '../data/date-range.js';
import { extraDataOf, servedBill } from '../data/extra-records.js';
import { dataOf } from '../data/records.js';
import { servedTransaction } from '../data/served.js';
import { decodeCursor, encodeCursor, type CursorPosition } from '../data/transaction-cursor.js';
import { categoryName, isCategoryId } from '../data/user-categories.js';
import { itemsOf } from '../items/stored-item.js';
import { Problem } from '../problem.js';
import { newestFirst, ownedIn, queriedItemIn } from './data.js';
import type { RouteModule } from './index.js';

const UpdateTransactionCategory = z.object({ categoryId: z.string() });

/** The public client sends at most this many ids in `ids`. */
const MAX_IDS = 500;

/** A non-empty query parameter. */
const queryOf = (c: Context<SandboxEnv>, name: string): string | undefined => {
  const raw = c.req.query(name);
  return raw === '' ? undefined : raw;
};

/** One bound of a date filter, read as GET /transactions reads `from` and `to`, named as sent. */
function bound(name: string, raw: string | undefined, side: 'from' | 'to'): number {
  const range = side === 'from' ? parseDateRange(raw, undefined) : parseDateRange(undefined, raw);
  if ('error' in range) throw new Problem(400, `Query parameter ${name} must be a date (YYYY-MM-DD) or an ISO 8601 date-time`);
  return side === 'from' ? range.fromMs : range.toMs;
}

/** Like the other Data endpoints, these need an API Key: a Connect Token gets 403. */
export const dataExtraRoutes: RouteModule = {
  protected(app, deps) {
    const items = itemsOf(deps.store);
    const data = dataOf(deps.store);
    const extra = extraDataOf(deps.store);
    const owned = ownedIn(items);
    const queriedItem = queriedItemIn(items);

    // Keyset paging in the order of GET /transactions: a movement added by a later sync lands
    // before the cursor, so walking the pages never repeats or skips one.
    app.get('/v2/transactions', deps.rateLimit('transactions'), requireApiKey, (c) => {
      const accountId = queryOf(c, 'accountId');
      if (!accountId) throw new Problem(400, 'Query parameter accountId is required');
      const account = owned(c, data.accounts, accountId, 'Account');
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

      const matching = data.transactions
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

    app.patch('/transactions/:id', requireApiKey, async (c) => {
      const transaction = owned(c, data.transactions, c.req.param('id'), 'Transaction');
      const { categoryId } = await readJson(c, UpdateTransactionCategory);
      if (!isCategoryId(categoryId)) throw new Problem(400, 'Invalid request body: categoryId: expected a category id of 8 digits, such as 05070000');
      const updatedAt = new Date(deps.config.now()).toISOString();
      const category = categoryName(categoryId);
      // Kept apart as well, so the next sync of the item does not undo the user's choice.
      extra.userCategories.put({ id: transaction.id, itemId: transaction.itemId, categoryId, category, updatedAt });
      return c.json(servedTransaction(data.transactions.put({ ...transaction, categoryId, category, updatedAt })));
    });

    app.get('/loans', requireApiKey, (c) => {
      const stored = queriedItem(c);
      const { page, pageSize } = readPaging(c);
      const list = extra.loans
        .list((loan) => loan.itemId === stored.id)
        .sort((a, b) => (b.contractDate ?? '').localeCompare(a.contractDate ?? '') || a.id.localeCompare(b.id));
      return c.json(paginate(list, page, pageSize));
    });

    app.get('/loans/:id', requireApiKey, (c) => c.json(owned(c, extra.loans, c.req.param('id'), 'Loan')));

    app.get('/bills', requireApiKey, (c) => {
      const accountId = queryOf(c, 'accountId');
      if (!accountId) throw new Problem(400, 'Query parameter accountId is required');
      const account = owned(c, data.accounts, accountId, 'Account');
      const { page, pageSize } = readPaging(c);
      const list = extra.bills.list((bill) => bill.accountId === account.id).sort((a, b) => b.dueDate.localeCompare(a.dueDate));
      const result = paginate(list, page, pageSize);
      return c.json({ ...result, results: result.results.map(servedBill) });
    });

    app.get('/bills/:id', requireApiKey, (c) => c.json(servedBill(owned(c, extra.bills, c.req.param('id'), 'Bill'))));
  },
};
