// @vitest-environment jsdom
// The OAuth step: the popup opens within the click; waiting and blocked states say what to do.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { FlowState } from '../flow/types.js';
import { OAuthStep } from './oauth-step.js';
import { ring } from './styles/status.css.js';
import { createFakeFlow } from './testing/fake-flow.js';
import { connector, item } from '../api/testing/fixtures.js';
import { renderStep } from './testing/render-step.js';

afterEach(cleanup);

const URL_ = 'https://bank.example.com/oauth?state=abc';
const state = (popup: 'idle' | 'open' | 'closed' | 'blocked', url = URL_): FlowState => ({
  step: 'oauth',
  connector: connector({ name: 'Open Bank' }),
  item: item({ status: 'WAITING_USER_INPUT' }),
  url,
  popup,
});

describe('OAuthStep', () => {
  it('calls openOAuth synchronously inside the click', () => {
    const fake = createFakeFlow({ state: state('idle') });
    let insideClick = false;
    fake.flow.openOAuth.mockImplementation(() => {
      insideClick = window.event?.type === 'click';
    });
    renderStep(OAuthStep, fake);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Authorize at Open Bank' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Open Bank' }));
    expect(fake.flow.openOAuth).toHaveBeenCalledOnce();
    expect(insideClick).toBe(true);
  });

  it('keeps the keyboard on the button that opened the window, which then opens it again', async () => {
    const fake = createFakeFlow({ state: state('idle') });
    renderStep(OAuthStep, fake);
    const opener = screen.getByRole('button', { name: 'Continue to Open Bank' });
    opener.focus();
    fireEvent.click(opener);
    fake.state.value = state('open');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Open the window again'));
    expect(document.activeElement).toBe(opener);
  });

  it('while the popup is open, says where and can bring it back', async () => {
    const fake = createFakeFlow({ state: state('open') });
    renderStep(OAuthStep, fake);
    expect(screen.getByText('We opened Open Bank in a new window. Finish authorizing there.', { selector: 'p:not([role])' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('We opened Open Bank in a new window. Finish authorizing there.'));
    fireEvent.click(screen.getByRole('button', { name: 'Open the window again' }));
    expect(fake.flow.openOAuth).toHaveBeenCalledOnce();
  });

  it("shows the institution's logo, turning in the spinner's ring while its window is open, and the time left to authorize", async () => {
    const fake = createFakeFlow({ state: state('idle'), secondsLeft: 600 });
    const { container } = renderStep(OAuthStep, fake);
    const ringed = () => container.querySelector(`[class="${ring}"]`) !== null;
    expect(ringed()).toBe(false);
    expect(screen.getByText('Time left: 10:00')).toBeTruthy();
    fake.state.value = state('open');
    await waitFor(() => expect(ringed()).toBe(true));
    fake.state.value = state('closed');
    await waitFor(() => expect(ringed()).toBe(false));
  });

  it('when the user closed the window unanswered, says so and offers to open it again', async () => {
    const fake = createFakeFlow({ state: state('open') });
    renderStep(OAuthStep, fake);
    fake.state.value = state('closed');
    const line = 'The window closed before you finished. Open it again to continue.';
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(line));
    expect(screen.getByText(line, { selector: 'p:not([role])' })).toBeTruthy();
    expect(screen.queryByText('We opened Open Bank in a new window. Finish authorizing there.', { selector: 'p:not([role])' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the window again' }));
    expect(fake.flow.openOAuth).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the form' }));
    expect(fake.flow.back).toHaveBeenCalledOnce();
  });

  it('offers no way back while the window is open, nor where the flow allows none (update mode)', () => {
    renderStep(OAuthStep, createFakeFlow({ state: state('open') }));
    expect(screen.queryByRole('button', { name: 'Back to the form' })).toBeNull();
    cleanup();
    renderStep(OAuthStep, createFakeFlow({ state: state('closed'), options: { updateItem: 'i' } }));
    expect(screen.getByRole('button', { name: 'Open the window again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back to the form' })).toBeNull();
  });

  it('when the popup is blocked, explains and offers to continue in this window', async () => {
    const fake = createFakeFlow({ state: state('idle') });
    renderStep(OAuthStep, fake);
    fake.state.value = state('blocked');
    const link = await screen.findByRole('link', { name: 'Continue in this window' });
    expect(link.getAttribute('href')).toBe(URL_);
    expect(link.hasAttribute('target')).toBe(false);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Your browser blocked the window.'));
    expect(screen.queryByRole('button', { name: 'Continue to Open Bank' })).toBeNull();
  });

  it("in another site's frame, offers the institution in a new tab with no way back into the frame", async () => {
    const fake = createFakeFlow({ state: state('idle') });
    renderStep(OAuthStep, fake, { inFrame: true });
    fake.state.value = state('blocked');
    const link = await screen.findByRole('link', { name: 'Open in a new tab' });
    expect(link.getAttribute('href')).toBe(URL_);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: 'Continue in this window' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Open it in a new tab'));
  });

  it('never links to a script URL', () => {
    renderStep(OAuthStep, createFakeFlow({ state: state('blocked', 'javascript:alert(1)') }));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
