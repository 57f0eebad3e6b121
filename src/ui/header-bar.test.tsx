// @vitest-environment jsdom
// The header says who the user connects for: the merchant's name and logo, as given, safely.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderBar } from './header-bar.js';
import { translatorFor } from './testing/render-step.js';

afterEach(cleanup);
const t = translatorFor('en');

describe('HeaderBar', () => {
  it('shows the merchant name as text and its logo beside it', () => {
    const { container } = render(
      <HeaderBar t={t} client={{ clientName: '<b>Loja</b> Exemplo', clientLogoUrl: 'https://shop.example/logo.svg' }} onClose={() => {}} />,
    );
    expect(screen.getByText('<b>Loja</b> Exemplo')).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://shop.example/logo.svg');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it.each([
    ['a script address', { clientLogoUrl: 'javascript:alert(1)' }],
    ['a data address', { clientLogoUrl: 'data:image/svg+xml,<svg onload=alert(1)>' }],
    ['a relative address', { clientLogoUrl: '/logo.svg' }],
    ['a value of another shape, before the options are checked', { clientLogoUrl: { href: 'https://x.example' }, clientName: 42 }],
  ])('shows no logo for %s, and nothing but strings as the name', (_label, client) => {
    const { container } = render(<HeaderBar t={t} client={client} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('header')?.textContent).toBe('');
  });
});
