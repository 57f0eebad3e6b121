// @vitest-environment jsdom
// A later step whose chunk cannot load says so, and lets the user ask again.
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app.js';
import { createFakeFlow } from './testing/fake-flow.js';
import { translatorFor } from './testing/render-step.js';
import { STATES } from './testing/states.js';

vi.mock('./consent-step.js', () => {
  throw new Error('chunk failed to load');
});

afterEach(cleanup);
// The first visit to a step transforms its module graph on the fly, which can outlast the default second.
configure({ asyncUtilTimeout: 5_000 });

describe('LazyStep', () => {
  it('shows a retry when a step’s code fails to load, and announces it', async () => {
    const fake = createFakeFlow({ state: STATES.consent });
    render(<App flow={fake.flow} t={translatorFor('en')} language="en" />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This screen could not be loaded. Check your connection and try again.'));
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
