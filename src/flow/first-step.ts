// Where the flow opens: a redirect return, update mode, a preselected connector, or search.
import { childController } from './abort.js';
import { errorEnd, errorEndOf } from './error-end.js';
import type { FlowContext } from './flow-context.js';
import type { LaterSteps } from './later-steps.js';
import { connectorQueryOf } from './connector-query.js';
import { loadConnectors } from './load-connectors.js';
import { createServerSearch } from './search/server-search.js';

export type FirstStep = {
  start(): Promise<void>;
  /** Shows search, loading the connectors the first time. */
  showSearch(): Promise<void>;
  /** The query changed: the server is asked too while the list loaded may lack connectors. */
  searchServer(query: string): void;
};

/** Connectors a name search brings: more than a screen of them, fewer than a page. */
const FOUND_PAGE_SIZE = 100;

export function createFirstStep(ctx: FlowContext, later: () => Promise<LaterSteps>): FirstStep {
  const { connection, deps, options, search } = ctx;
  /** Connector loading outlives steps: going back to search must not start it over. */
  let connectorsLoad: AbortController | undefined;
  const query = connectorQueryOf(options);
  const server = createServerSearch({
    find: async (name, signal) =>
      (await ctx.call(() => deps.api.listConnectors({ ...query, name, page: 1, pageSize: FOUND_PAGE_SIZE }, { signal }))).results,
    sleep: deps.sleep,
    signal: ctx.master.signal,
    onFound: search.addFound,
    onSearching: (searching) => {
      search.searching.value = searching;
    },
  });

  async function showSearch(): Promise<void> {
    ctx.setState({ step: 'search' });
    if (connectorsLoad) return;
    const controller = childController(ctx.master.signal);
    connectorsLoad = controller;
    search.loading.value = true;
    try {
      // Search is usable with the first page; the others keep coming in behind it.
      await new Promise((firstIn, failed) => {
        loadConnectors(deps.api, query, {
          run: ctx.call,
          signal: controller.signal,
          onUpdate: (list, complete) => {
            if (controller.signal.aborted) return;
            search.setConnectors(list);
            search.loading.value = false;
            server.setComplete(complete);
            firstIn(list);
          },
        }).then(firstIn, failed);
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      connectorsLoad = undefined;
      search.loading.value = false;
      const end = errorEndOf(error);
      const shown =
        end.kind === 'token-expired' || end.kind === 'unauthorized'
          ? end
          : errorEnd('connectors-unavailable', 'CONNECTORS_UNAVAILABLE', true, end.message);
      ctx.fail(shown, { retry: start });
    }
  }

  async function withConnector(id: number, signal: AbortSignal): Promise<void> {
    try {
      const found = await ctx.call(() => deps.api.getConnector(id, {}, { signal }));
      if (signal.aborted) return;
      connection.choose(found);
      ctx.setState({ step: 'consent', connector: found });
    } catch (error) {
      if (!signal.aborted) ctx.fail(errorEndOf(error, 'CONNECTOR_NOT_FOUND'), { retry: start });
    }
  }

  async function start(): Promise<void> {
    if (ctx.master.signal.aborted) return;
    const signal = ctx.beginActivity();
    ctx.setState({ step: 'loading' });
    // The store hands back only a well-formed state; it is cleared once read, so a return resumes once.
    const saved = deps.resumeStore?.load();
    if (saved) deps.resumeStore?.clear();
    if (!saved && options.updateItem === undefined && options.selectedConnectorId === undefined) {
      // Opens on search. The later steps are readied (their field validation fetched) while the user searches: the first screen does not wait for them.
      later().catch(() => undefined);
      return showSearch();
    }
    let steps: LaterSteps;
    try {
      steps = await later();
      if (saved && (await steps.resume(saved, signal))) return;
    } catch (error) {
      if (!signal.aborted) ctx.fail(errorEndOf(error), { retry: start });
      return;
    }
    if (signal.aborted) return;
    if (options.updateItem !== undefined) return steps.update(options.updateItem, signal);
    if (options.selectedConnectorId !== undefined) return withConnector(options.selectedConnectorId, signal);
    return showSearch();
  }

  return { start, showSearch, searchServer: server.query };
}
