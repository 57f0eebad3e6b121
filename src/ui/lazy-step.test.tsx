// @vitest-environment jsdom
// A later step shows once its code and its copy are in; when either cannot load it says so, and lets the user ask again.
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPendingFlow } from '../flow/pending-flow.js';
import type { Catalog, LaterCatalog } from '../i18n/index.js';
import { pt } from '../i18n/pt.js';
import { createFakeFlow } from './testing/fake-flow.js';
import { translatorFor } from './testing/render-step.js';
import { STATES } from './testing/states.js';

// The later steps' code: fails to load while the test says so.
const views = vi.hoisted(() => ({ fail: false }));

vi.mock('./steps/later-views.js', async (importOriginal) => {
  if (views.fail) throw new Error('chunk failed to load');
  return importOriginal();
});

type Answer = { resolve: (catalog: LaterCatalog) => void; reject: (error: Error) => void };

// The copy after the first screen: a request for a held language waits for the test's answer.
const later = vi.hoisted(() => ({ requests: [] as Answer[], held: new Set<string>() }));

vi.mock('../i18n/later-imports.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../i18n/later-imports.js')>();
  const request = (language: 'pt' | 'en' | 'es') =>
    later.held.has(language)
      ? new Promise<LaterCatalog>((resolve, reject) => {
          later.requests.push({ resolve, reject });
        })
      : real.LATER_IMPORTS[language]();
  return { LATER_IMPORTS: { pt: () => request('pt'), en: () => request('en'), es: () => request('es') } };
});

/** A fresh module graph: in a page, a language's copy once in stays in, and each test starts before it is. */
const freshApp = async () => {
  vi.resetModules();
  const [{ App }, { loadTranslator }, { ptLater }] = await Promise.all([import('./app.js'), import('../i18n/index.js'), import('../i18n/pt.js')]);
  return { App, loadTranslator, ptLater };
};

/** Catalog keys on screen, in text or in an accessible name: none should ever be. */
function shownKeys(container: Element): string[] {
  const labels = [...container.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label') ?? '');
  const shown = [container.textContent ?? '', ...labels].join('\n');
  return (Object.keys(pt) as (keyof Catalog)[]).filter((key) => shown.includes(key.replace(/\.(one|other)$/, '')));
}

const lastRequest = (): Answer => {
  const answer = later.requests.at(-1);
  if (!answer) throw new Error('the copy after the first screen was not requested');
  return answer;
};

beforeEach(() => {
  views.fail = false;
  later.requests.length = 0;
  later.held.clear();
});
afterEach(cleanup);
// The first visit to a step transforms its module graph on the fly, which can outlast the default second.
configure({ asyncUtilTimeout: 5_000 });

describe('LazyStep', () => {
  it('shows a retry when a step’s code fails to load, and announces it', async () => {
    views.fail = true;
    const { App } = await freshApp();
    const fake = createFakeFlow({ state: STATES.consent });
    render(<App flow={fake.flow} t={translatorFor('en')} language="en" />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This screen could not be loaded. Check your connection and try again.'));
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();

    views.fail = false;
    vi.resetModules();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Before you continue' })).toBeTruthy();
  });

  it('waits for the copy after the first screen before showing a later step (the stand-in flow’s network error)', async () => {
    later.held.add('pt');
    const { App, loadTranslator, ptLater } = await freshApp();
    const t = await loadTranslator('pt');
    const flow = createPendingFlow(true);
    const { container } = render(<App flow={flow} t={t} language="pt" />);
    flow.failed(() => undefined);

    expect(await screen.findByText('Carregando…')).toBeTruthy();
    // The step's code is in well before the copy: the step still waits.
    await import('./error-step.js');
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(shownKeys(container)).toEqual([]);

    lastRequest().resolve(ptLater);
    expect(await screen.findByRole('heading', { level: 2, name: 'Sem conexão' })).toBeTruthy();
    expect(shownKeys(container)).toEqual([]);
  });

  it('offers a retry when the copy after the first screen fails to load, and requests it again', async () => {
    later.held.add('pt');
    const { App, loadTranslator, ptLater } = await freshApp();
    const t = await loadTranslator('pt');
    const fake = createFakeFlow({ state: { step: 'error', kind: 'network', code: 'NETWORK', canRetry: true } });
    const { container } = render(<App flow={fake.flow} t={t} language="pt" />);

    lastRequest().reject(new Error('offline'));
    const retry = await screen.findByRole('button', { name: 'Tentar de novo' });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Não foi possível carregar esta tela. Verifique sua conexão e tente de novo.'),
    );
    expect(shownKeys(container)).toEqual([]);

    fireEvent.click(retry);
    await waitFor(() => expect(later.requests).toHaveLength(2));
    lastRequest().resolve(ptLater);
    expect(await screen.findByRole('heading', { level: 2, name: 'Sem conexão' })).toBeTruthy();
  });

  it('waits for a newly chosen language’s copy before showing the step in it', async () => {
    later.held.add('pt');
    const { App, loadTranslator, ptLater } = await freshApp();
    const english = await loadTranslator('en');
    const fake = createFakeFlow({ state: { step: 'error', kind: 'network', code: 'NETWORK', canRetry: true } });
    const { container, rerender } = render(<App flow={fake.flow} t={english} language="en" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'No connection' })).toBeTruthy();

    rerender(<App flow={fake.flow} t={await loadTranslator('pt')} language="pt" />);
    expect(await screen.findByText('Carregando…')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(shownKeys(container)).toEqual([]);

    lastRequest().resolve(ptLater);
    expect(await screen.findByRole('heading', { level: 2, name: 'Sem conexão' })).toBeTruthy();
  });
});
