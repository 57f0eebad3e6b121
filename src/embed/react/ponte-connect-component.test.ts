// @vitest-environment jsdom
// <PonteConnect> against a fake createConnect: the button a host page shows, or the inline frame's element.
import { StrictMode, createElement } from 'react';
import { screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeConnect } from '../testing/fake-connect.js';
import { ConnectFactory } from './connect-factory.js';
import { PonteConnect } from './ponte-connect-component.js';
import type { PonteConnectProps } from './ponte-connect-component.js';
import { fromFrame, mount } from '../testing/react-test-kit.js';
import type { Mounted } from '../testing/react-test-kit.js';

const BASE: PonteConnectProps = {
  connectToken: 'token-1',
  apiUrl: 'https://api.example.com',
  widgetUrl: 'https://widget.example.com/',
};

function setup() {
  const fake = fakeConnect();
  const widget = (props: PonteConnectProps, label?: string) =>
    createElement(ConnectFactory.Provider, { value: fake.createConnect }, createElement(PonteConnect, props, label));
  return { fake, widget };
}

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

describe('<PonteConnect>', () => {
  it('is a button labelled by its children, disabled until the widget is ready', () => {
    const { fake, widget } = setup();
    mounted = mount(widget({ ...BASE, className: 'connect-button' }, 'Connect your bank'));
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Connect your bank' });
    expect(button.type).toBe('button');
    expect(button.className).toBe('connect-button');
    expect(button.disabled).toBe(true);

    fromFrame(() => fake.only().options.onReady?.());
    expect(button.disabled).toBe(false);
  });

  it('opens the widget when the button is pressed', () => {
    const { fake, widget } = setup();
    mounted = mount(createElement(StrictMode, null, widget(BASE, 'Connect')));
    fromFrame(() => fake.only().options.onReady?.());
    fromFrame(() => screen.getByRole('button', { name: 'Connect' }).click());
    expect(fake.only().opens).toBe(1);
  });

  it('in inline display renders a div and gives it to the handle as the container', () => {
    const { fake, widget } = setup();
    mounted = mount(widget({ ...BASE, display: 'inline', className: 'widget-slot' }, 'ignored'));
    const slot = mounted.container.querySelector('div.widget-slot');
    expect(slot).not.toBeNull();
    expect(fake.only().options.container).toBe(slot);
    expect(fake.only().options.display).toBe('inline');
    expect(screen.queryByRole('button')).toBeNull();
    expect(slot?.textContent).toBe('');
  });

  it.each(['modal', 'inline'] as const)('leaves one live handle under StrictMode (%s display)', (display) => {
    const { fake, widget } = setup();
    mounted = mount(createElement(StrictMode, null, widget({ ...BASE, display }, 'Connect')));
    expect(fake.created).toHaveLength(2);
    expect(fake.live()).toHaveLength(1);
  });

  it('passes no container in modal display', () => {
    const { fake, widget } = setup();
    mounted = mount(widget(BASE, 'Connect'));
    expect(fake.only().options.container).toBeUndefined();
  });
});
