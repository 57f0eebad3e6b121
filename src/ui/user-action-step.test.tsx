// @vitest-environment jsdom
// The approval step: instructions as text, time left, a safe link to the approval page.
import { cleanup, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { FlowState } from '../flow/types.js';
import { createFakeFlow } from './testing/fake-flow.js';
import { HOSTILE_TEXT, connector, item } from '../api/testing/fixtures.js';
import { renderStep } from './testing/render-step.js';
import { UserActionStep } from './user-action-step.js';

afterEach(cleanup);

const state = (over: { instructions?: string; approvalUrl?: string } = {}): FlowState => ({
  step: 'user-action',
  connector: connector(),
  item: item({ status: 'WAITING_USER_ACTION' }),
  instructions: over.instructions ?? 'Open your bank app and approve the access.',
  approvalUrl: over.approvalUrl,
});

describe('UserActionStep', () => {
  it('shows the instructions, the time left and a link to approve in a new window', () => {
    const fake = createFakeFlow({ state: state({ approvalUrl: 'https://bank.example.com/approve?x=1' }), secondsLeft: 299 });
    renderStep(UserActionStep, fake);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Approve the access' }));
    expect(screen.getByText('Open your bank app and approve the access.')).toBeTruthy();
    expect(screen.getByText('Time left: 4:59')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open the approval page (opens in a new window)' });
    expect(link.getAttribute('href')).toBe('https://bank.example.com/approve?x=1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each(['javascript:alert(1)', 'not a url'])('offers no link for %s', (approvalUrl) => {
    renderStep(UserActionStep, createFakeFlow({ state: state({ approvalUrl }) }));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders instructions holding markup as text', () => {
    const { container } = renderStep(UserActionStep, createFakeFlow({ state: state({ instructions: HOSTILE_TEXT }) }));
    expect(screen.getByText(HOSTILE_TEXT)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });
});
