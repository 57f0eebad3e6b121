// The token guard: renews on a 401 or a passed exp, once for requests failing together.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.js';
import { expiresAtOf } from './jwt-expiry.js';
import { createTokenGuard, TokenExpiredError } from './token-guard.js';

const b64url = (text: string) => Buffer.from(text).toString('base64url');
const jwt = (payload: unknown) => `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify(payload))}.signature`;
const unauthorized = () => new ApiError('UNAUTHORIZED', 'GET /items/{id} was refused', { status: 401 });

describe('expiresAtOf', () => {
  it.each([
    [jwt({ exp: 1_700_000_000 }), 1_700_000_000_000],
    [jwt({ sub: 'x' }), null],
    [jwt({ exp: 'soon' }), null],
    [jwt(null), null],
    [jwt([1_700_000_000]), null],
    [jwt({ exp: 1_700_000_000, name: 'José Conceição' }), 1_700_000_000_000],
    ['not-a-jwt', null],
    ['a.%%%.c', null],
    [`a.${b64url('not json')}.c`, null],
  ])('%s → %s', (token, expected) => {
    expect(expiresAtOf(token)).toBe(expected);
  });
});

function setup(options: { refresh?: () => Promise<string>; token?: string; now?: number } = {}) {
  let token = options.token ?? 'opaque-token';
  const log: string[] = [];
  const guard = createTokenGuard({
    getToken: () => token,
    setToken: (t) => {
      token = t;
      log.push(`set ${t}`);
    },
    refreshToken: options.refresh,
    now: () => options.now ?? 0,
    onExpired: () => log.push('expired'),
  });
  return { guard, log, token: () => token };
}

describe('createTokenGuard', () => {
  it('on a 401 renews the token and sends the request again', async () => {
    const { guard, log } = setup({ refresh: async () => 'fresh' });
    let sent = 0;
    const answer = await guard.run(async () => {
      if (sent++ === 0) throw unauthorized();
      return 'ok';
    });
    expect(answer).toBe('ok');
    expect(log).toEqual(['expired', 'set fresh']);
  });

  it('renews before sending when the JWT exp has passed', async () => {
    const { guard, log } = setup({ refresh: async () => 'fresh', token: jwt({ exp: 100 }), now: 200_000 });
    const tokens: string[] = [];
    await guard.run(async () => tokens.push('sent'));
    expect(log).toEqual(['expired', 'set fresh']);
    expect(tokens).toEqual(['sent']);
  });

  it('shares one renewal between requests refused together', async () => {
    let renewals = 0;
    const { guard, token } = setup({
      refresh: async () => {
        renewals++;
        return `fresh-${renewals}`;
      },
    });
    const request = async () => {
      if (token() === 'opaque-token') throw unauthorized();
      return token();
    };
    expect(await Promise.all([guard.run(request), guard.run(request), guard.run(request)])).toEqual(['fresh-1', 'fresh-1', 'fresh-1']);
    expect(renewals).toBe(1);
  });

  it('without a way to renew, a 401 is TokenExpiredError', async () => {
    const { guard, log } = setup();
    await expect(guard.run(async () => Promise.reject(unauthorized()))).rejects.toBeInstanceOf(TokenExpiredError);
    expect(log).toEqual(['expired']);
  });

  it('a failing renewal is TokenExpiredError; a second 401 after renewing is the server saying no', async () => {
    const failing = setup({ refresh: async () => Promise.reject(new Error('host down')) });
    await expect(failing.guard.run(async () => Promise.reject(unauthorized()))).rejects.toBeInstanceOf(TokenExpiredError);
    const refused = setup({ refresh: async () => 'fresh' });
    await expect(refused.guard.run(async () => Promise.reject(unauthorized()))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('trusts the server over its own clock once a fresh token still looks expired', async () => {
    let renewals = 0;
    const { guard } = setup({
      refresh: async () => {
        renewals++;
        return jwt({ exp: 1 });
      },
      token: jwt({ exp: 1 }),
      now: 10_000_000,
    });
    await guard.run(async () => 'a');
    await guard.run(async () => 'b');
    expect(renewals).toBe(1);
  });
});
