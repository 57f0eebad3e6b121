// @vitest-environment jsdom
// The connecting step: a progress bar and a status line for every executionStatus, said politely.
import { cleanup, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PROGRESS_EXECUTION_STATUSES } from '../api/enums.js';
import { ConnectingStep } from './connecting-step.js';
import { createFakeFlow } from './testing/fake-flow.js';
import { connector, item } from '../api/testing/fixtures.js';
import { renderStep } from './testing/render-step.js';

afterEach(cleanup);

const state = (executionStatus?: string) =>
  ({ step: 'connecting', connector: connector(), item: executionStatus ? item({ executionStatus }) : undefined }) as const;

describe('ConnectingStep', () => {
  it.each([
    ['LOGIN_IN_PROGRESS', 'Signing in…'],
    ['ACCOUNTS_IN_PROGRESS', 'Collecting accounts…'],
    ['TRANSACTIONS_IN_PROGRESS', 'Collecting transactions…'],
    ['MERGING', 'Finishing up…'],
    ['BOLETOS_IN_PROGRESS', 'Collecting your data…'],
    [undefined, 'Starting the connection…'],
  ])('%s reads “%s”', async (executionStatus, label) => {
    renderStep(ConnectingStep, createFakeFlow({ state: state(executionStatus) }));
    const bar = screen.getByRole('progressbar', { name: 'Connection progress' });
    expect(bar.getAttribute('aria-valuetext')).toBe(label);
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(screen.getByText(label, { selector: 'p:not([role])' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(label));
  });

  it('has a label of its own for every progress status', () => {
    const labels = new Set<string | null>();
    for (const status of PROGRESS_EXECUTION_STATUSES) {
      renderStep(ConnectingStep, createFakeFlow({ state: state(status) }));
      labels.add(screen.getByRole('progressbar').getAttribute('aria-valuetext'));
      cleanup();
    }
    expect(labels.size).toBe(PROGRESS_EXECUTION_STATUSES.length);
    expect(labels.has('Connecting…')).toBe(false);
  });

  it('moves the bar forward and announces the new status', async () => {
    const fake = createFakeFlow({ state: state('LOGIN_IN_PROGRESS') });
    renderStep(ConnectingStep, fake);
    const before = Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
    fake.state.value = state('TRANSACTIONS_IN_PROGRESS');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Collecting transactions…'));
    expect(Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThan(before);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Connecting to Sandbox Bank' }));
  });

  it('says the connection was lost while the flow keeps trying, and stops saying it once an answer came', async () => {
    const fake = createFakeFlow({ state: { ...state('LOGIN_IN_PROGRESS'), connectionLost: true } });
    renderStep(ConnectingStep, fake);
    const line = 'We lost the connection. We will keep trying until it is back.';
    expect(screen.getByText(line, { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Connection progress' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(line));
    fake.state.value = state('ACCOUNTS_IN_PROGRESS');
    await waitFor(() => expect(screen.queryByText(line, { selector: 'p' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Collecting accounts…'));
  });
});
