// The flow's stand-in while the engine loads: search is typed into at once, a failed load offers retry.
import { describe, expect, it, vi } from 'vitest';
import { createPendingFlow } from './pending-flow.js';

describe('createPendingFlow', () => {
  it.each([
    { searchFirst: true, step: 'search' },
    { searchFirst: false, step: 'loading' },
  ])('opens on $step when search first is $searchFirst, connectors still loading', ({ searchFirst, step }) => {
    const flow = createPendingFlow(searchFirst);
    expect(flow.state.value.step).toBe(step);
    expect(flow.search.loading.value).toBe(true);
    expect(flow.search.results.value).toEqual([]);
  });

  it('keeps what the user types, for the flow that takes over', () => {
    const flow = createPendingFlow(true);
    flow.setQuery('itaú');
    expect(flow.search.query.value).toBe('itaú');
  });

  it('shows a network error whose retry loads the engine again and goes back to where it was', async () => {
    const flow = createPendingFlow(true);
    const loadAgain = vi.fn();
    flow.failed(loadAgain);
    expect(flow.state.value).toMatchObject({ step: 'error', code: 'NETWORK', canRetry: true });
    await flow.retry();
    expect(loadAgain).toHaveBeenCalledOnce();
    expect(flow.state.value.step).toBe('search');
  });
});
