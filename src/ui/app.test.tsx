// @vitest-environment jsdom
// The root view: every step through lazy loading, focus on each new heading, header buttons, language.
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StepName } from '../flow/types.js';
import { en } from '../i18n/en.js';
import { App } from './app.js';
import { createFakeFlow } from './testing/fake-flow.js';
import { connector } from '../api/testing/fixtures.js';
import { translatorFor } from './testing/render-step.js';
import { STATES } from './testing/states.js';

afterEach(cleanup);
// The first visit to a step transforms its module graph on the fly, which can outlast the default second.
configure({ asyncUtilTimeout: 5_000 });

const HEADINGS: Record<StepName, string> = {
  loading: en['loading.heading'],
  search: en['search.heading'],
  consent: en['consent.heading'],
  credentials: 'Sign in to Sandbox Bank',
  connecting: 'Connecting to Sandbox Bank',
  mfa: en['mfa.heading'],
  'user-action': en['userAction.heading'],
  oauth: 'Authorize at Sandbox Bank',
  success: en['success.heading'],
  error: en['error.outdated.heading'],
};

describe('App', () => {
  it.each(Object.entries(HEADINGS))(
    'renders the %s step in a labelled section, focusing its heading or its form’s first field',
    async (step, name) => {
      const fake = createFakeFlow({ state: STATES[step as StepName] });
      render(<App flow={fake.flow} t={translatorFor('en')} language="en" />);
      const heading = await screen.findByRole('heading', { level: 2, name });
      const form = screen.queryByRole('form', { name });
      expect(document.activeElement).toBe(form ? form.querySelector('input, select') : heading);
      expect(screen.getByRole('region', { name: 'Connect your account' })).toBeTruthy();
    },
  );

  it('has a polite region for progress and an assertive one for errors, before any step speaks', () => {
    const fake = createFakeFlow();
    render(<App flow={fake.flow} t={translatorFor('en')} language="en" />);
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('alert').getAttribute('aria-live')).toBe('assertive');
  });

  it('once an error is said, the progress said before it is gone from the page: no stale “Loading…” under an error screen', async () => {
    const fake = createFakeFlow({ state: STATES.search, loading: true });
    render(<App flow={fake.flow} t={translatorFor('en')} language="en" />);
    expect(screen.getByRole('status').textContent).toBe(en['app.stepLoading']);

    fake.state.value = STATES.error;
    await screen.findByRole('heading', { name: en['error.outdated.heading'] });
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('starting quietly, leaves the page its focus until the user comes into the widget', async () => {
    const outside = document.createElement('input');
    document.body.append(outside);
    outside.focus();
    try {
      const fake = createFakeFlow({ state: STATES.loading, results: [connector()] });
      render(<App flow={fake.flow} t={translatorFor('en')} language="en" quietStart />);
      fake.state.value = STATES.search;
      await screen.findByRole('heading', { name: 'Choose your institution' });
      expect(document.activeElement).toBe(outside);

      // The user arrives (a click or Tab lands in the widget): from then on focus follows the steps.
      screen.getByRole('combobox').focus();
      fake.state.value = STATES.consent;
      const h = await screen.findByRole('heading', { name: 'Before you continue' });
      expect(document.activeElement).toBe(h);
    } finally {
      outside.remove();
    }
  });

  it('painted quietly, then let take focus (the hosted page showing it), focuses the step on screen without drawing it again', async () => {
    const outside = document.createElement('input');
    document.body.append(outside);
    outside.focus();
    try {
      const fake = createFakeFlow({ results: [connector()] });
      const { rerender } = render(<App flow={fake.flow} t={translatorFor('en')} language="en" quietStart />);
      const heading = screen.getByRole('heading', { name: 'Choose your institution' });
      expect(document.activeElement).toBe(outside);
      rerender(<App flow={fake.flow} t={translatorFor('en')} language="en" quietStart={false} />);
      expect(screen.getByRole('heading', { name: 'Choose your institution' })).toBe(heading);
      expect(document.activeElement).toBe(heading);
    } finally {
      outside.remove();
    }
  });

  it('moves focus to the new heading each time the step changes', async () => {
    const fake = createFakeFlow({ results: [connector()] });
    render(<App flow={fake.flow} t={translatorFor('en')} language="en" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Choose your institution' }));

    screen.getByRole('combobox').focus();
    fake.state.value = STATES.consent;
    const consent = await screen.findByRole('heading', { name: 'Before you continue' });
    expect(document.activeElement).toBe(consent);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(fake.flow.acceptConsent).toHaveBeenCalledOnce();
    fake.state.value = STATES.credentials;
    await screen.findByRole('heading', { name: 'Sign in to Sandbox Bank' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'User' }));

    fake.state.value = STATES.connecting;
    const connecting = await screen.findByRole('heading', { name: 'Connecting to Sandbox Bank' });
    expect(document.activeElement).toBe(connecting);
  });

  it('speaks the language it is given, and switches with it', () => {
    const fake = createFakeFlow();
    const { rerender } = render(<App flow={fake.flow} t={translatorFor('en')} language="en" onClose={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Choose your institution' })).toBeTruthy();
    rerender(<App flow={fake.flow} t={translatorFor('pt')} language="pt" onClose={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Escolha sua instituição' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeTruthy();
    rerender(<App flow={fake.flow} t={translatorFor('es')} language="es" onClose={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Elige tu institución' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Busca tu banco o institución' })).toBeTruthy();
  });

  it('closes through onClose, and has no close button without one', () => {
    const onClose = vi.fn();
    const fake = createFakeFlow();
    const { rerender } = render(<App flow={fake.flow} t={translatorFor('en')} language="en" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    rerender(<App flow={fake.flow} t={translatorFor('en')} language="en" />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('offers back from the form, but not while it is being sent nor on the search', async () => {
    const fake = createFakeFlow();
    render(<App flow={fake.flow} t={translatorFor('en')} language="en" />);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fake.state.value = STATES.credentials;
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(fake.flow.back).toHaveBeenCalledOnce();
    fake.state.value = { ...STATES.credentials, submitting: true } as typeof STATES.credentials;
    await screen.findByRole('button', { name: 'Connecting…' });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});
