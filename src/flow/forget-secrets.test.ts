// Put away to be shown again (the host closed the widget), the flow keeps what the user typed but
// their passwords and one-time answers, on the form and on a challenge.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type StartedSandbox, startSandbox } from '../api/testing/start-sandbox.js';
import { flowKit, openForm } from './testing/flow-kit.js';
import type { FlowKit } from './testing/flow-kit.js';

let s: StartedSandbox;
let kit: FlowKit | undefined;
beforeAll(async () => {
  s = await startSandbox();
});
afterEach(() => kit?.flow.dispose());
afterAll(() => s.close());

describe('forgetSecrets', () => {
  it('on the form: the user name stays, the password goes, and the form stays on screen', async () => {
    kit = await flowKit(s);
    await openForm(kit, 0);
    kit.fill({ user: 'user-ok', password: 'password-ok' });
    kit.flow.forgetSecrets();
    expect(kit.flow.values.value).toEqual({ user: 'user-ok' });
    expect(kit.flow.state.value.step).toBe('credentials');
  });

  it('on a one-step MFA form: the code typed beside the password goes too', async () => {
    kit = await flowKit(s);
    await openForm(kit, 1);
    kit.fill({ user: 'user-ok', password: 'password-ok', token: '123456' });
    kit.flow.forgetSecrets();
    expect(kit.flow.values.value).toEqual({ user: 'user-ok' });
  });

  it('on a second-step challenge: its answer and the password typed before go', async () => {
    kit = await flowKit(s);
    await openForm(kit, 3);
    kit.fill({ user: 'user-ok', password: 'password-ok' });
    await kit.flow.submitCredentials();
    const mfa = await kit.until('mfa');
    kit.fill({ [mfa.parameter.name]: '123456' });
    kit.flow.forgetSecrets();
    expect(kit.flow.values.value).toEqual({ user: 'user-ok' });
    expect(kit.flow.state.value.step).toBe('mfa');
  });

  it('before any form, has nothing to forget', async () => {
    kit = await flowKit(s);
    await kit.flow.start();
    kit.flow.forgetSecrets();
    expect(kit.flow.values.value).toEqual({});
  });
});
