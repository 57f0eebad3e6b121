// @vitest-environment jsdom
// The modal a user sees: labelled dialog, loading and failure states, focus return, no inline styles.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/dom';
import { connectModal, destroyAll, modalDialog, modalRoot, polyfillBrowser } from '../testing/host-test-kit.js';

beforeAll(polyfillBrowser);
afterEach(destroyAll);

const frameOf = (dialog: HTMLDialogElement) => within(dialog).getByTitle('Connect a bank account');

describe('the modal', () => {
  it('opens before the frame is ready with a loading state and a close button', () => {
    const { handle } = connectModal();
    handle.open();
    const dialog = modalDialog();
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-label')).toBe('Connect a bank account');
    expect(within(dialog).getByRole('status').textContent).toBe('Loading…');
    expect(modalRoot()?.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    expect(frameOf(dialog).hidden).toBe(true);
  });

  it('hands over to the widget once it is initialized: the host close button goes, focus moves into the frame', () => {
    const { handle, frame } = connectModal();
    handle.open();
    frame.handshake();
    const dialog = modalDialog();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(frameOf(dialog).hidden).toBe(false);
    expect(modalRoot()?.activeElement).toBe(frame.iframe);
  });

  it('says when the widget cannot load, and can still be closed', () => {
    const { handle, frame, calls } = connectModal();
    handle.open();
    frame.send({ type: 'ready', versions: [9] });
    const dialog = modalDialog();
    expect(within(dialog).getByRole('status').textContent).toMatch(/Could not load/);
    within(dialog).getByRole('button', { name: 'Close' }).click();
    expect(dialog.open).toBe(false);
    expect(calls.onClose).toHaveBeenCalledExactlyOnceWith({ reason: 'user' });
  });

  it('speaks the language of the language option', () => {
    const { handle } = connectModal({ language: 'pt' });
    handle.open();
    expect(modalDialog().getAttribute('aria-label')).toBe('Conectar conta bancária');
    expect(within(modalDialog()).getByRole('button', { name: 'Fechar' })).toBeTruthy();
  });

  it.each([
    [undefined, 'light'],
    ['light', 'light'],
    ['dark', 'dark'],
    ['auto', 'light dark'],
  ])('frames the widget in its own theme (option %s: %s)', (theme, expected) => {
    connectModal(theme === undefined ? {} : { theme }).handle.open();
    expect(modalDialog().style.colorScheme).toBe(expected);
  });

  it('closes on Escape, through the handle', () => {
    const { handle } = connectModal();
    handle.open();
    const cancel = new Event('cancel', { cancelable: true });
    modalDialog().dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(modalDialog().open).toBe(false);
  });

  it('locks page scrolling while open and puts the page back exactly', () => {
    const html = document.documentElement;
    html.style.overflowY = 'scroll';
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    let y = 480;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    const lock = () => [...document.head.querySelectorAll('style')].filter((style) => style.textContent?.startsWith(':root'));
    try {
      const { handle } = connectModal();
      handle.open();
      expect(lock()).toHaveLength(1);
      y = 0;
      handle.close();
      expect(lock()).toHaveLength(0);
      expect(html.getAttribute('style')).toBe('overflow-y: scroll;');
      expect(scrollTo).toHaveBeenCalledWith(0, 480);
    } finally {
      vi.restoreAllMocks();
      html.removeAttribute('style');
    }
  });

  it('styles through the CSSOM only (the dialog’s size) and gives an injected <style> the host nonce', () => {
    const { handle, frame } = connectModal({ nonce: 'bm9uY2UtMTIz' });
    handle.open();
    frame.handshake();
    const root = modalRoot();
    expect([...(root?.querySelectorAll('[style]') ?? [])]).toEqual([modalDialog()]);
    // jsdom has no constructed stylesheets, so the fallback is what runs here.
    const styles = root?.querySelectorAll('style') ?? [];
    expect(styles).toHaveLength(1);
    expect(styles[0]?.getAttribute('nonce')).toBe('bm9uY2UtMTIz');
  });

  it('makes one modal per handle and removes it on destroy', () => {
    const first = connectModal();
    const count = () => document.querySelectorAll('[data-ponte-modal]').length;
    expect(count()).toBe(1);
    first.handle.destroy();
    expect(count()).toBe(0);
  });
});
