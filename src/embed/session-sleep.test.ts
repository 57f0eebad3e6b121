// The flow's waits end when their own signal or the element's session aborts.
import { describe, expect, it } from 'vitest';
import { sessionSleep } from './session-sleep.js';

describe('sessionSleep', () => {
  it('resolves after the wait', async () => {
    await expect(sessionSleep(new AbortController().signal)(1)).resolves.toBeUndefined();
  });

  it.each(['session', 'caller'] as const)('rejects at once when the %s aborts', async (which) => {
    const session = new AbortController();
    const caller = new AbortController();
    const wait = sessionSleep(session.signal)(60_000, caller.signal);
    (which === 'session' ? session : caller).abort(new Error(`${which} ended`));
    await expect(wait).rejects.toThrow(`${which} ended`);
  });

  it('rejects without waiting when already aborted', async () => {
    const session = new AbortController();
    session.abort(new Error('gone'));
    await expect(sessionSleep(session.signal)(60_000)).rejects.toThrow('gone');
  });
});
