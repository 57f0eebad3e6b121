// @vitest-environment jsdom
// The search step: combobox semantics, keyboard, virtualization bound, logos, health and kind, the popular group, empty and loading states.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFlow } from './testing/fake-flow.js';
import { HOSTILE_TEXT, connector, manyConnectors } from '../api/testing/fixtures.js';
import { renderStep } from './testing/render-step.js';
import { SearchStep } from './search-step.js';

afterEach(cleanup);

const banks = [
  connector({ id: 1, name: 'Banco Azul' }),
  connector({ id: 2, name: 'Banco Verde', health: { status: 'UNSTABLE' } }),
  connector({ id: 3, name: 'Banco Cinza', health: { status: 'OFFLINE' } }),
  connector({ id: 4, name: 'Banco Roxo' }),
];

describe('SearchStep', () => {
  it('is a combobox controlling a listbox of institutions', () => {
    const fake = createFakeFlow({ results: banks });
    renderStep(SearchStep, fake);
    const combobox = screen.getByRole('combobox', { name: 'Search for your bank or institution' });
    const listbox = screen.getByRole('listbox', { name: 'Institutions' });
    expect(combobox.getAttribute('aria-controls')).toBe(listbox.id);
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.getAttribute('aria-posinset')),
    ).toEqual(['1', '2', '3', '4']);
    screen.getByRole('option', { name: 'Banco Azul' });
    screen.getByRole('option', { name: 'Banco Verde May be unstable' });
    screen.getByRole('option', { name: 'Banco Cinza Unavailable right now' });
    screen.getByRole('option', { name: 'Banco Roxo' });
  });

  it('tells the four Itaú apart by how they connect and whom they serve, where the name does not say it', () => {
    const itau = (id: number, name: string, type: string, isOpenFinance: boolean) => connector({ id, name, type, isOpenFinance });
    renderStep(
      SearchStep,
      createFakeFlow({
        results: [
          itau(1, 'Itaú', 'PERSONAL_BANK', false),
          itau(2, 'Itaú', 'BUSINESS_BANK', false),
          itau(3, 'Itaú', 'PERSONAL_BANK', true),
          itau(4, 'Itaú Open Finance', 'BUSINESS_BANK', true),
          itau(5, 'Itaú Unibanco', 'PERSONAL_BANK', true),
        ],
      }),
    );
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Itaú',
      'ItaúBusiness',
      'ItaúOpen Finance',
      'Itaú Open FinanceBusiness',
      'Itaú UnibancoOpen Finance',
    ]);
  });

  it('says an institution may be unstable before how it connects, in the warning colour', () => {
    renderStep(SearchStep, createFakeFlow({ results: [connector({ id: 1, name: 'Inter', isOpenFinance: true, health: { status: 'UNSTABLE' } })] }));
    expect(screen.getByRole('option').textContent).toBe('InterMay be unstable · Open Finance');
  });

  it('lists the popular group under its label, then everyone else under theirs', () => {
    renderStep(SearchStep, createFakeFlow({ results: banks, popular: 1 }));
    const popular = screen.getByRole('group', { name: 'Popular' });
    const rest = screen.getByRole('group', { name: 'Institutions' });
    expect(
      within(popular)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Banco Azul']);
    expect(within(rest).getAllByRole('option')).toHaveLength(3);
    // The labels are seen as well as heard.
    expect(screen.getByText('Popular')).toBeTruthy();
  });

  it('without a popular group, lists one list with no labels', () => {
    renderStep(SearchStep, createFakeFlow({ results: banks }));
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('when a search finds nothing, says so and offers the popular ones', async () => {
    renderStep(SearchStep, createFakeFlow({ query: 'zzz', results: banks.slice(0, 2), popular: 2 }));
    expect(screen.getByText('No institution found for “zzz”.')).toBeTruthy();
    expect(screen.getByText('Check the spelling or try another name.')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Popular' })).getAllByRole('option')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No institution found for “zzz”.'));
  });

  it('sends what is typed to the flow', () => {
    const fake = createFakeFlow({ results: banks });
    renderStep(SearchStep, fake);
    fireEvent.input(screen.getByRole('combobox'), { target: { value: 'itau' } });
    expect(fake.flow.setQuery).toHaveBeenCalledWith('itau');
  });

  it.each([
    ['ArrowDown', 'next'],
    ['ArrowUp', 'previous'],
    ['Home', 'first'],
    ['End', 'last'],
  ])('%s moves the active option (%s)', (key, move) => {
    const fake = createFakeFlow({ results: banks });
    renderStep(SearchStep, fake);
    fireEvent.keyDown(screen.getByRole('combobox'), { key });
    expect(fake.flow.moveActive).toHaveBeenCalledWith(move);
  });

  it('points aria-activedescendant at the active option, and Enter chooses it', () => {
    const fake = createFakeFlow({ results: banks });
    renderStep(SearchStep, fake);
    const combobox = screen.getByRole('combobox');
    expect(combobox.hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    const active = screen.getByRole('option', { name: /Banco Verde/ });
    expect(combobox.getAttribute('aria-activedescendant')).toBe(active.id);
    expect(active.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(combobox, { key: 'Enter' });
    expect(fake.flow.selectConnector).toHaveBeenCalledWith(2);
  });

  it('chooses an institution by click', () => {
    const fake = createFakeFlow({ results: banks });
    renderStep(SearchStep, fake);
    fireEvent.click(screen.getByRole('option', { name: /Banco Roxo/ }));
    expect(fake.flow.selectConnector).toHaveBeenCalledWith(4);
  });

  it('marks an offline institution disabled with its reason, and does not choose it', async () => {
    const fake = createFakeFlow({ results: banks, activeIndex: 2 });
    renderStep(SearchStep, fake);
    const offline = screen.getByRole('option', { name: /Banco Cinza/ });
    expect(offline.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(offline);
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    expect(fake.flow.selectConnector).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Banco Cinza: Unavailable right now');
  });

  it('renders fewer than 50 options for 10,000 institutions, and keeps the active one rendered', () => {
    const fake = createFakeFlow({ results: manyConnectors(10_000) });
    renderStep(SearchStep, fake);
    expect(screen.getAllByRole('option').length).toBeLessThan(50);
    const combobox = screen.getByRole('combobox');
    fireEvent.keyDown(combobox, { key: 'End' });
    const options = screen.getAllByRole('option');
    expect(options.length).toBeLessThan(50);
    const last = screen.getByRole('option', { name: 'Bank 10000' });
    expect(last.getAttribute('aria-posinset')).toBe('10000');
    expect(last.getAttribute('aria-setsize')).toBe('10000');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(last.id);
  });

  it('renders the rows scrolled into view', () => {
    const fake = createFakeFlow({ results: manyConnectors(10_000) });
    renderStep(SearchStep, fake);
    const listbox = screen.getByRole('listbox');
    listbox.scrollTop = 64 * 5_000;
    fireEvent.scroll(listbox);
    expect(screen.getByRole('option', { name: 'Bank 5001' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Bank 1' })).toBeNull();
    expect(screen.getAllByRole('option').length).toBeLessThan(50);
  });

  it('loads the logos of the rows in view at once, and falls back to initials in the brand color when one fails', () => {
    const fake = createFakeFlow({
      results: [
        connector({ id: 1, name: 'Banco Amarelo', imageUrl: 'https://cdn.example.com/1.png', primaryColor: '#FFCC00' }),
        connector({ id: 2, name: 'Banco Roxo', imageUrl: null, primaryColor: '#820AD1' }),
      ],
    });
    const { container } = renderStep(SearchStep, fake);
    const logo = container.querySelector('img');
    expect(logo?.getAttribute('loading')).toBe('eager');
    expect(logo?.getAttribute('decoding')).toBe('async');
    expect(logo?.getAttribute('alt')).toBe('');
    const roxo = screen.getByText('BR');
    expect(roxo?.textContent).toBe('BR');
    expect(roxo?.style.background).toBe('rgb(130, 10, 209)');
    expect(roxo?.style.color).toBe('rgb(255, 255, 255)');

    if (logo) fireEvent.error(logo);
    const amarelo = within(screen.getByRole('option', { name: /Banco Amarelo/ })).getByText('BA');
    expect(amarelo.textContent).toBe('BA');
    expect(amarelo.style.color).toBe('rgb(0, 0, 0)');
    expect(container.querySelector('img')).toBeNull();
  });

  it('while the user types, shows initials for logos not yet seen, and the logos 250 ms after the last keystroke', () => {
    vi.useFakeTimers();
    try {
      const fresh = connector({ id: 9, name: 'Banco Novo', imageUrl: 'https://cdn.example.com/typing-9.png' });
      const fake = createFakeFlow({ query: '', results: [] });
      const { container } = renderStep(SearchStep, fake);
      act(() => {
        fake.query.value = 'b';
        fake.results.value = [fresh];
      });
      expect(container.querySelector('img')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(200);
        fake.query.value = 'ba';
      });
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(container.querySelector('img')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(60);
      });
      expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/typing-9.png');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the logos even when drawing the keystroke took longer than the pause (a slow phone)', () => {
    vi.useFakeTimers();
    try {
      const fresh = connector({ id: 10, name: 'Banco Lento', imageUrl: 'https://cdn.example.com/slow-10.png' });
      const fake = createFakeFlow({ query: '', results: [fresh] });
      const { container } = renderStep(SearchStep, fake);
      // The keystroke's draw reads the clock twice; by the time it is on screen 300 ms have passed,
      // longer than the 250 ms pause the logos wait for.
      const now = Date.now;
      let reads = 0;
      const clock = vi.spyOn(Date, 'now').mockImplementation(() => now() + (reads++ > 1 ? 300 : 0));
      act(() => {
        fake.query.value = 'b';
      });
      clock.mockRestore();
      expect(container.querySelector('img')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(300);
      });
      expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/slow-10.png');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the query in the empty state as text', async () => {
    const fake = createFakeFlow({ query: HOSTILE_TEXT, results: [] });
    const { container } = renderStep(SearchStep, fake);
    expect(screen.getByText(`No institution found for “${HOSTILE_TEXT}”.`)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`No institution found for “${HOSTILE_TEXT}”.`));
  });

  it('renders a connector name holding markup as text', () => {
    const fake = createFakeFlow({ results: [connector({ name: HOSTILE_TEXT, imageUrl: null })] });
    const { container } = renderStep(SearchStep, fake);
    expect(screen.getByRole('option').textContent).toContain(HOSTILE_TEXT);
    expect(container.querySelector('img')).toBeNull();
  });

  it('announces the number of results after typing stops', async () => {
    const fake = createFakeFlow({ query: 'banco', results: banks });
    renderStep(SearchStep, fake);
    await screen.findByText('4 institutions found');
    expect(screen.getByRole('status').textContent).toBe('4 institutions found');
  });

  it('says institutions are loading, with rows standing where they will be instead of a line of text', () => {
    const fake = createFakeFlow({ loading: true });
    const { container } = renderStep(SearchStep, fake);
    expect(screen.getByRole('combobox').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.getAllByText('Loading…')).toHaveLength(1);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(container.querySelectorAll('[aria-hidden="true"] > div')).toHaveLength(3);
  });

  it('while the server is still searching, says nothing was found only once it answers none', async () => {
    const fake = createFakeFlow({ query: 'sandbox bank', results: [], searching: true });
    const { container } = renderStep(SearchStep, fake);
    expect(container.querySelectorAll('[aria-hidden="true"] > div')).toHaveLength(3);
    expect(screen.getByRole('combobox').getAttribute('aria-busy')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByText(/No institution found/)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');

    act(() => {
      fake.searching.value = false;
    });
    expect(screen.getByText('No institution found for “sandbox bank”.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No institution found for “sandbox bank”.'));
  });

  it('shows what it has while the server is still searching', () => {
    const { container } = renderStep(SearchStep, createFakeFlow({ query: 'banco', results: banks, searching: true }));
    expect(screen.getAllByRole('option')).toHaveLength(banks.length);
    expect(container.querySelector('[aria-hidden="true"] > div')).toBeNull();
  });

  it('moves focus to its heading', () => {
    renderStep(SearchStep, createFakeFlow());
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Choose your institution' }));
  });
});
