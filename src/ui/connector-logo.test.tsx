// @vitest-environment jsdom
// A connector's logo: sized before it loads, decoded asynchronously, decorative, initials when it cannot show.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { connector } from '../api/testing/fixtures.js';
import { ConnectorLogo } from './connector-logo.js';
import { ConnectorOption } from './connector-option.js';
import { translatorFor } from './testing/render-step.js';

afterEach(cleanup);

describe('ConnectorLogo', () => {
  it('holds its rendered size before the image arrives, decodes it asynchronously and loads it at once', () => {
    const { container } = render(<ConnectorLogo connector={connector({ imageUrl: 'https://cdn.example.com/1.png' })} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://cdn.example.com/1.png');
    expect(img?.getAttribute('width')).toBe('40');
    expect(img?.getAttribute('height')).toBe('40');
    expect(img?.getAttribute('decoding')).toBe('async');
    // Lazy loading would only hold back logos of rows already on screen.
    expect(img?.getAttribute('loading')).not.toBe('lazy');
  });

  it('is decorative: the row it sits in is named by the institution alone', () => {
    const bank = connector({ name: 'Banco Azul', imageUrl: 'https://cdn.example.com/1.png' });
    render(
      <ConnectorOption
        id="bank"
        connector={bank}
        index={0}
        count={1}
        active={false}
        deferLogos={false}
        t={translatorFor('en')}
        onChoose={() => undefined}
      />,
    );
    expect(screen.getByRole('option', { name: 'Banco Azul' }).querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it.each([
    ['the image fails to load', 'https://cdn.example.com/broken.png'],
    ['there is no image', null],
    ['the address is not http(s)', 'javascript:alert(1)'],
  ])('shows the initials, hidden from assistive technology, when %s', (_, imageUrl) => {
    const { container } = render(<ConnectorLogo connector={connector({ name: 'Banco Azul', imageUrl, primaryColor: '#820AD1' })} />);
    const img = container.querySelector('img');
    if (img) fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    const initials = screen.getByText('BA');
    expect(initials.textContent).toBe('BA');
    expect(initials.getAttribute('aria-hidden')).toBe('true');
    expect(initials.style.background).toBe('rgb(130, 10, 209)');
  });

  it('tries the next connector’s image after one failed', () => {
    const { container, rerender } = render(<ConnectorLogo connector={connector({ id: 1, imageUrl: 'https://cdn.example.com/1.png' })} />);
    const first = container.querySelector('img');
    if (first) fireEvent.error(first);
    expect(container.querySelector('img')).toBeNull();
    rerender(<ConnectorLogo connector={connector({ id: 2, imageUrl: 'https://cdn.example.com/2.png' })} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/2.png');
  });
});

describe('ConnectorLogo while the user types', () => {
  it('shows the initials in place of a logo it has not shown yet, then the logo once typing pauses', () => {
    const bank = connector({ name: 'Banco Verde', imageUrl: 'https://cdn.example.com/verde.svg' });
    const { container, rerender } = render(<ConnectorLogo connector={bank} defer />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('BV')).toBeTruthy();
    rerender(<ConnectorLogo connector={bank} defer={false} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/verde.svg');
  });

  it('keeps showing a logo it has already shown, which comes from the cache', () => {
    const bank = connector({ name: 'Banco Roxo', imageUrl: 'https://cdn.example.com/roxo.svg' });
    const first = render(<ConnectorLogo connector={bank} />);
    const img = first.container.querySelector('img');
    if (!img) throw new Error('no logo');
    fireEvent.load(img);
    first.unmount();
    const { container } = render(<ConnectorLogo connector={bank} defer />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/roxo.svg');
  });
});
