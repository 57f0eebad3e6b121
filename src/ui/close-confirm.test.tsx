// @vitest-environment jsdom
// Closing during a sync asks first: the user may keep waiting, or leave knowing the connection goes on.
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app.js';
import { createFakeFlow } from './testing/fake-flow.js';
import { translatorFor } from './testing/render-step.js';
import { STATES } from './testing/states.js';

afterEach(cleanup);
configure({ asyncUtilTimeout: 5_000 });

async function duringSync() {
  const onClose = vi.fn();
  const fake = createFakeFlow({ state: STATES.connecting });
  render(<App flow={fake.flow} t={translatorFor('en')} language="en" onClose={onClose} />);
  await screen.findByRole('heading', { name: 'Connecting to Sandbox Bank' });
  return { onClose, fake };
}

const question = () => screen.queryByRole('heading', { name: 'Leave before it finishes?' });

describe('closing during a sync', () => {
  it('asks first, focusing the question, and closes only when the user leaves', async () => {
    const { onClose } = await duringSync();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText(/The connection to Sandbox Bank goes on at the institution even if you leave/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Leave before it finishes?' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[1] as HTMLElement);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('goes back to the sync when the user keeps waiting, or presses Escape', async () => {
    const { onClose } = await duringSync();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep waiting' }));
    expect(await screen.findByRole('heading', { name: 'Connecting to Sandbox Bank' })).toBeTruthy();

    const pressEscape = () => fireEvent.keyDown(screen.getByRole('heading', { level: 2 }), { key: 'Escape' });
    pressEscape();
    expect(question()).not.toBeNull();
    pressEscape();
    expect(await screen.findByRole('heading', { name: 'Connecting to Sandbox Bank' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('gives way to the end of the sync, and the next sync asks afresh', async () => {
    const { onClose, fake } = await duringSync();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fake.state.value = STATES.success;
    expect(await screen.findByRole('heading', { name: 'Connected!' })).toBeTruthy();
    expect(question()).toBeNull();
    fake.state.value = STATES.connecting;
    await screen.findByRole('heading', { name: 'Connecting to Sandbox Bank' });
    expect(question()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each(['search', 'credentials', 'success'] as const)('closes at once on the %s step', async (step) => {
    const onClose = vi.fn();
    const fake = createFakeFlow({ state: STATES[step] });
    render(<App flow={fake.flow} t={translatorFor('en')} language="en" onClose={onClose} />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(onClose).toHaveBeenCalledOnce();
    expect(question()).toBeNull();
  });

  it.each([
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => fireEvent.keyDown(screen.getByRole('heading', { level: 2 }), { key: 'Escape' })],
  ])('with connecting in the background allowed, %s hides the widget without asking', async (_way, close) => {
    const onClose = vi.fn();
    const onHide = vi.fn();
    render(<App flow={createFakeFlow({ state: STATES.connecting }).flow} t={translatorFor('en')} language="en" onClose={onClose} onHide={onHide} />);
    await screen.findByRole('heading', { name: 'Connecting to Sandbox Bank' });
    close();
    expect(onHide).toHaveBeenCalledOnce();
    expect(question()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
