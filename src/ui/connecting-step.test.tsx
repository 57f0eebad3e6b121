// @vitest-environment jsdom
// The connecting step: a checklist of the sync's steps, the running one said politely, and a line when it runs long.
import { act, cleanup, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connector, item } from '../api/testing/fixtures.js';
import { ConnectingStep } from './connecting-step.js';
import { createFakeFlow } from './testing/fake-flow.js';
import { renderStep } from './testing/render-step.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const state = (executionStatus?: string) =>
  ({ step: 'connecting', connector: connector(), item: executionStatus ? item({ executionStatus }) : undefined }) as const;

/** Each row's words, ← on the running one (aria-current) and ✓ on those done (their check mark). */
const rows = () =>
  screen.getAllByRole('listitem').map((li) => `${li.textContent}${li.getAttribute('aria-current') ? ' ←' : li.querySelector('svg') ? ' ✓' : ''}`);

describe('ConnectingStep', () => {
  it.each([
    [undefined, ['Signing in ←', 'Accounts and balances', 'Transactions']],
    ['LOGIN_IN_PROGRESS', ['Signing in ←', 'Accounts and balances', 'Transactions']],
    ['ACCOUNTS_IN_PROGRESS', ['Signing in ✓', 'Accounts and balances ←', 'Transactions']],
    ['TRANSACTIONS_IN_PROGRESS', ['Signing in ✓', 'Accounts and balances ✓', 'Transactions ←']],
    ['MERGING', ['Signing in ✓', 'Accounts and balances ✓', 'Transactions ✓']],
  ])('%s lists the connector’s products with what is done and what runs', (executionStatus, expected) => {
    renderStep(ConnectingStep, createFakeFlow({ state: state(executionStatus) }));
    expect(rows()).toEqual(expected);
  });

  it('announces the step that starts running, and keeps focus on the heading', async () => {
    const fake = createFakeFlow({ state: state('LOGIN_IN_PROGRESS') });
    renderStep(ConnectingStep, fake);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Signing in'));
    fake.state.value = state('TRANSACTIONS_IN_PROGRESS');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Transactions'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Connecting to Sandbox Bank' }));
  });

  it('says it can take up to a minute only once 20 seconds have passed', () => {
    vi.useFakeTimers();
    renderStep(ConnectingStep, createFakeFlow({ state: state('LOGIN_IN_PROGRESS') }));
    const line = 'It can take up to a minute. Keep this window open.';
    act(() => void vi.advanceTimersByTime(19_000));
    expect(screen.queryByText(line)).toBeNull();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.getByText(line)).toBeTruthy();
  });

  it('says the connection was lost while the flow keeps trying, and stops saying it once an answer came', async () => {
    const fake = createFakeFlow({ state: { ...state('LOGIN_IN_PROGRESS'), connectionLost: true } });
    renderStep(ConnectingStep, fake);
    const line = 'We lost the connection. We will keep trying until it is back.';
    expect(screen.getByText(line, { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('list')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(line));
    fake.state.value = state('ACCOUNTS_IN_PROGRESS');
    await waitFor(() => expect(screen.queryByText(line, { selector: 'p' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Accounts and balances'));
  });
});
