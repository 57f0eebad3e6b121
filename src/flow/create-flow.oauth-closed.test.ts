// The OAuth window closed by the user before the institution answered: the step says so, the
// window can be opened again, or the user goes back to the form for a new item, over HTTP against the sandbox.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type StartedSandbox, startSandbox } from '../api/testing/start-sandbox.js';
import { decideAtInstitution, flowKit, openForm } from './testing/flow-kit.js';
import type { FlowKit } from './testing/flow-kit.js';

const CPF = '529.982.247-25';

let s: StartedSandbox;
let kit: FlowKit | undefined;
beforeAll(async () => {
  s = await startSandbox();
});
afterEach(() => kit?.flow.dispose());
afterAll(() => s.close());

/** A window the test closes, as the user's click on its close box would. */
const fakePopup = () => {
  const popup = {
    closed: false,
    close: () => {
      popup.closed = true;
    },
  };
  return popup;
};

async function toOAuth(popups: ReturnType<typeof fakePopup>[]): Promise<FlowKit> {
  const k = await flowKit(s, {}, { deps: { openWindow: () => popups.shift() ?? null } });
  await openForm(k, 600);
  k.fill({ cpf: '52998224725' });
  await k.flow.submitCredentials();
  await k.until('oauth');
  return k;
}

describe('the OAuth window closed before the institution answered', () => {
  it('says so, and opening it again lets the consent finish', async () => {
    const [first, second] = [fakePopup(), fakePopup()];
    kit = await toOAuth([first, second]);
    kit.flow.openOAuth();
    first.close();
    const closed = await kit.until('oauth', (state) => state.popup === 'closed');
    expect(kit.events.map((e) => e.event)).toContain('OAUTH_CLOSED');
    expect(kit.flow.canGoBack.value).toBe(true);

    kit.flow.openOAuth();
    expect(kit.flow.state.value).toMatchObject({ step: 'oauth', popup: 'open' });
    expect(kit.flow.canGoBack.value).toBe(false);
    await decideAtInstitution(closed.url, 'authorized');
    second.close();
    kit.flow.oauthReturned('authorized');
    const done = await kit.until('success');
    expect(done.item.id).toBe(closed.item.id);
  });

  it('going back opens the form with what was typed, and sending it makes a new item', async () => {
    const [first, second] = [fakePopup(), fakePopup()];
    kit = await toOAuth([first, second]);
    kit.flow.openOAuth();
    first.close();
    const left = await kit.until('oauth', (state) => state.popup === 'closed');
    kit.flow.back();
    await kit.until('credentials');
    expect(kit.flow.values.value).toEqual({ cpf: CPF });
    await kit.flow.submitCredentials();
    const again = await kit.until('oauth');
    expect(again.popup).toBe('idle');
    // The item left waiting is not updated (it would refuse: it still runs): a new one is made.
    expect(again.item.id).not.toBe(left.item.id);
    expect(kit.errors).toEqual([]);
  });

  it('a window that closes after the callback page answered is no walking away', async () => {
    const popup = fakePopup();
    kit = await toOAuth([popup]);
    kit.flow.openOAuth();
    const seen: string[] = [];
    kit.flow.state.subscribe((state) => {
      if (state.step === 'oauth') seen.push(state.popup);
    });
    const { url } = await kit.until('oauth');
    await decideAtInstitution(url, 'authorized');
    kit.flow.oauthReturned('authorized');
    await kit.until('success');
    expect(popup.closed).toBe(true);
    expect(seen).not.toContain('closed');
  });

  it('in update mode there is no way back from it: the host’s item is the only one', async () => {
    const popup = fakePopup();
    kit = await toOAuth([popup]);
    const { item } = await kit.until('oauth');
    kit.flow.dispose();
    const token = await s.connectToken({ itemId: item.id });
    const first = fakePopup();
    kit = await flowKit(s, { updateItem: item.id }, { token, deps: { openWindow: () => first } });
    await kit.flow.start();
    await kit.until('oauth');
    kit.flow.openOAuth();
    first.close();
    await kit.until('oauth', (state) => state.popup === 'closed');
    expect(kit.flow.canGoBack.value).toBe(false);
    kit.flow.back();
    expect(kit.flow.state.value).toMatchObject({ step: 'oauth', popup: 'closed' });
  });
});
